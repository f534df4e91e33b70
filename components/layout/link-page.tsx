import type { ComponentType } from "react";
import type { SearchParams } from "@/lib/admin/page-props";
import { StorePage } from "./store-page";

/** The props of a page an e-mailed link lands on: the link's query. */
export interface LinkPageProps {
  searchParams: Promise<SearchParams>;
}

/** The token the link carries in ?token=; "" when it is missing or given twice, which the page's form then refuses. */
export async function linkToken({ searchParams }: LinkPageProps): Promise<string> {
  const { token } = await searchParams;
  return typeof token === "string" ? token : "";
}

interface Heading {
  eyebrow: string;
  title: string;
  lede?: string;
}

/** A storefront page an e-mailed link lands on: its heading, then the form that spends the link's token. */
export function linkPage(heading: Heading, Spend: ComponentType<{ token: string }>) {
  return async function LinkPage(props: LinkPageProps) {
    const token = await linkToken(props);
    return (
      <StorePage {...heading}>
        <Spend token={token} />
      </StorePage>
    );
  };
}
