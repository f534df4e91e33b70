import { FormPageSkeleton } from "@/components/ui/skeleton";

export default function CheckoutLoading() {
  return <FormPageSkeleton label="Loading checkout" />;
}
