import { FormPageSkeleton } from "@/components/ui/skeleton";

export default function OrderTrackingLoading() {
  return <FormPageSkeleton label="Loading order tracking" />;
}
