import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { getProduct } from "@/lib/catalog/cached";

/**
 * Unknown or malformed ids go home (spec). Checked here, above the page's loading boundary, so
 * the answer is a real 307 before anything streams rather than a redirect inside a 200 page.
 */
export default async function ProductLayout({ children, params }: { children: ReactNode; params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!(await getProduct(id))) redirect("/");
  return children;
}
