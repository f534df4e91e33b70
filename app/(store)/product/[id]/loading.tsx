import { ProductPageSkeleton } from "@/components/ui/skeleton";

export default function ProductLoading() {
  return <ProductPageSkeleton />;
}
