import { FormPageSkeleton } from "@/components/ui/skeleton";

export default function FormLoading() {
  return <FormPageSkeleton label="Loading" />;
}
