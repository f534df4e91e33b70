"use client";

import { RouteError } from "@/components/layout/route-error";

export default function HomeError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} back={{ href: "/shop", label: "Go to the shop" }} />;
}
