import { redirect } from "next/navigation";

/** Spec: any unknown path redirects to the home page, as a real redirect before anything renders. */
export default function UnknownPage(): never {
  redirect("/");
}
