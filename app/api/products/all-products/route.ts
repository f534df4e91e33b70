import { getProducts } from "@/lib/catalog/cached";
import { productQuerySchema } from "@/lib/catalog/product-query";
import { route } from "@/lib/http/route";

export const GET = route({ query: productQuerySchema }, ({ query }) => getProducts(query));
