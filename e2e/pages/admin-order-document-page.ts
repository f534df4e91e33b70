import { pageObject } from "./page-object";

/** An order's invoice or packing slip, as the owner prints it. */
export class AdminOrderDocumentPage extends pageObject({
  invoice: "invoice",
  packingSlip: "packing-slip",
  shop: "document-shop",
  invoiceLines: "invoice-line",
  packingLines: "packing-line",
  vat: "invoice-vat",
  total: "invoice-total",
  print: "print-document",
}) {}
