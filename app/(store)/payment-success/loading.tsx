import { FormPageSkeleton } from "@/components/ui/skeleton";

export default function PaymentSuccessLoading() {
  return <FormPageSkeleton label="Confirming your payment" />;
}
