import { getProducts } from "@/lib/catalog/cached";
import { productQuerySchema } from "@/lib/catalog/product-query";
import { route } from "@/lib/api/route";
import { resourceBody } from "@/lib/api/answer";

export const GET = route({ query: productQuerySchema }, async ({ query }) => resourceBody(await getProducts(query)));
