import { PageSkeleton } from "@/components/ui/skeleton";

export default function ServicesLoading() {
  return <PageSkeleton cards={3} label="Loading" />;
}
