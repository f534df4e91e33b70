import { FormPageSkeleton } from "@/components/ui/skeleton";

export default function PaymentLoading() {
  return <FormPageSkeleton label="Loading payment" />;
}
