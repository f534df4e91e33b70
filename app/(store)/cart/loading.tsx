import { FormPageSkeleton } from "@/components/ui/skeleton";

export default function CartLoading() {
  return <FormPageSkeleton label="Loading your cart" />;
}
