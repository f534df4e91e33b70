import { PageSkeleton } from "@/components/ui/skeleton";

export default function ShopLoading() {
  return <PageSkeleton cards={8} label="Loading the shop" />;
}
