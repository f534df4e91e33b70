import { redirect } from "next/navigation";

// Spec: any unknown admin path redirects home.
export default function UnknownAdminPage(): never {
  redirect("/");
}
