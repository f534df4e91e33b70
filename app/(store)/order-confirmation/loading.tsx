import { FormPageSkeleton } from "@/components/ui/skeleton";

export default function OrderConfirmationLoading() {
  return <FormPageSkeleton label="Loading your order" />;
}
