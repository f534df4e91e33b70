import { redirect } from "next/navigation";

/** Spec: any unknown path redirects to the home page. */
export default function NotFound(): never {
  redirect("/");
}
