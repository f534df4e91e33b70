import { fireEvent, render, screen, within } from "@testing-library/react";
import { SETTINGS_MESSAGES, type StoreSettings } from "@/lib/settings/schemas";
import { storeSettingsFixture } from "@/tests/support/store-settings";
import { SettingsForm } from "./settings-form";
import { ApiError, apiRequest as requestApi } from "@/lib/api-client/api-client";
import { Notifications } from "@/components/ui/notifications";

jest.mock("@/lib/api-client/api-client");
const apiRequest = jest.mocked(requestApi);
// The whole form (zones by state, methods by zone, the shop's details) renders again on each change: seconds on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => apiRequest.mockReset());

const SETTINGS = storeSettingsFixture({ shopDetails: { name: "", address: "", email: "", phone: "", taxId: "" } });

const shippingRows = () => screen.getAllByTestId("settings-shipping-row");
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));

describe("SettingsForm", () => {
  it("shows the spec's heading and the stored lists", () => {
    render(<SettingsForm initial={SETTINGS} cardUnavailable={null} />, { wrapper: Notifications });
    expect(screen.getByRole("heading", { level: 1, name: "Shipping & Payment Settings" })).toBeInTheDocument();
    expect(shippingRows()).toHaveLength(2);
    expect(screen.getAllByTestId("settings-zone-name").map((input) => (input as HTMLInputElement).value)).toEqual(["Lagos", "South-West", "FCT (Abuja)", "Rest of Nigeria"]);
    const express = within(shippingRows()[1] as HTMLElement);
    expect(express.getByLabelText("Price (₦) in Lagos")).toHaveValue(15000);
    expect(express.getByLabelText("Price (₦) in Rest of Nigeria")).toHaveValue(24000);
    expect(express.getByLabelText("Price (₦) in Lagos")).toHaveAttribute("step", "0.01");
    expect(express.getByLabelText("Price (₦) in Lagos")).toHaveAttribute("min", "0");
    expect(express.getByLabelText("To (working days) in Rest of Nigeria")).toHaveValue(3);
    expect(screen.getByTestId("settings-state-Kano")).toHaveValue("rest");
  });

  it("adds a shipping method with an empty name and cost 0, and checks every field with the spec's messages before sending", () => {
    render(<SettingsForm initial={SETTINGS} cardUnavailable={null} />, { wrapper: Notifications });
    fireEvent.click(screen.getByRole("button", { name: "Add shipping method" }));
    const added = shippingRows()[2] as HTMLElement;
    expect(within(added).getByLabelText("Name")).toHaveValue("");
    expect(within(added).getByLabelText("Price (₦) in Lagos")).toHaveValue(0);
    fireEvent.change(within(shippingRows()[0] as HTMLElement).getByLabelText("Price (₦) in Lagos"), { target: { value: "-5" } });
    fireEvent.change(within(screen.getByTestId("settings-payment-card")).getByLabelText("Name shown to shoppers"), { target: { value: " " } });
    fireEvent.click(screen.getByRole("button", { name: "Add bank account" }));
    fireEvent.change(screen.getAllByLabelText("Account number")[1] as HTMLElement, { target: { value: "12345" } });
    save();
    for (const message of [
      SETTINGS_MESSAGES.shippingName,
      SETTINGS_MESSAGES.cost,
      SETTINGS_MESSAGES.paymentName,
      SETTINGS_MESSAGES.bankName,
      SETTINGS_MESSAGES.accountNumber,
      SETTINGS_MESSAGES.accountName,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(within(added).getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(apiRequest).not.toHaveBeenCalled();
    // Typing in a field clears its message.
    fireEvent.change(within(added).getByLabelText("Name"), { target: { value: "Same Day" } });
    expect(screen.queryByText(SETTINGS_MESSAGES.shippingName)).not.toBeInTheDocument();
  });

  it("moves a state to another zone, offers pickup with its address, and refuses a method priced in no zone", async () => {
    apiRequest.mockImplementation(async (_path, options) => options?.body);
    render(<SettingsForm initial={SETTINGS} cardUnavailable={null} />, { wrapper: Notifications });
    fireEvent.change(screen.getByTestId("settings-state-Ogun"), { target: { value: "lagos" } });
    const standard = within(shippingRows()[0] as HTMLElement);
    for (const zone of ["Lagos", "South-West", "FCT (Abuja)", "Rest of Nigeria"]) fireEvent.click(standard.getByLabelText(`Offered in ${zone}`));
    fireEvent.click(screen.getByRole("button", { name: "Add shipping method" }));
    const pickup = within(shippingRows()[2] as HTMLElement);
    fireEvent.change(pickup.getByLabelText("Name"), { target: { value: "Pickup in Lekki" } });
    fireEvent.change(pickup.getByLabelText("Kind"), { target: { value: "pickup" } });
    save();
    expect(screen.getByText(SETTINGS_MESSAGES.pickupAddress)).toBeInTheDocument();
    fireEvent.change(pickup.getByLabelText("Pickup address"), { target: { value: "12 Admiralty Way, Lekki" } });
    fireEvent.change(pickup.getByLabelText("Opening hours"), { target: { value: "Mon–Sat 10–6" } });
    save();
    expect(screen.getByText("Price Standard Shipping in at least one zone, or remove it")).toBeInTheDocument();
    expect(apiRequest).not.toHaveBeenCalled();

    fireEvent.click(standard.getByLabelText("Offered in Lagos"));
    save();
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    const sent = apiRequest.mock.calls[0]?.[1]?.body as StoreSettings;
    expect(sent.deliveryZones.find((zone) => zone.id === "lagos")?.states).toEqual(["Lagos", "Ogun"]);
    expect(sent.shippingMethods[0]?.rates.map((rate) => rate.zoneId)).toEqual(["lagos"]);
    expect(sent.shippingMethods[2]).toMatchObject({ name: "Pickup in Lekki", kind: "pickup", cost: 0, rates: [], pickup: { address: "12 Admiralty Way, Lekki", hours: "Mon–Sat 10–6" }, readyDays: 1 });
  });

  it("refuses an order limit below the limit per product, with the field's message", () => {
    render(<SettingsForm initial={SETTINGS} cardUnavailable={null} />, { wrapper: Notifications });
    fireEvent.change(screen.getByLabelText("Most units in one order"), { target: { value: "4" } });
    save();
    expect(screen.getByLabelText("Most units in one order")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Units per order must be at least the units allowed per product")).toBeInTheDocument();
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it("keeps at least one shipping method and one payment method", () => {
    render(<SettingsForm initial={SETTINGS} cardUnavailable={null} />, { wrapper: Notifications });
    fireEvent.click(within(shippingRows()[0] as HTMLElement).getByRole("button", { name: /Remove/ }));
    expect(within(shippingRows()[0] as HTMLElement).getByRole("button", { name: /Remove/ })).toBeDisabled();
    for (const id of ["card", "bank"]) fireEvent.click(within(screen.getByTestId(`settings-payment-${id}`)).getByLabelText("Enabled"));
    save();
    expect(screen.getByRole("alert")).toHaveTextContent(SETTINGS_MESSAGES.onePayment);
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it("saves the whole object and says so", async () => {
    apiRequest.mockImplementation(async (_path, options) => options?.body);
    render(<SettingsForm initial={SETTINGS} cardUnavailable={null} />, { wrapper: Notifications });
    const express = within(shippingRows()[1] as HTMLElement);
    fireEvent.change(express.getByLabelText("Price (₦) in Rest of Nigeria"), { target: { value: "20000" } });
    // Not offered in FCT any more, and free from ₦100,000.
    fireEvent.click(express.getByLabelText("Offered in FCT (Abuja)"));
    fireEvent.change(express.getByLabelText("Free from (₦)"), { target: { value: "100000" } });
    fireEvent.click(screen.getByTestId("settings-channel-ussd"));
    fireEvent.click(within(screen.getByTestId("settings-payment-bank")).getByLabelText("Enabled"));
    fireEvent.change(screen.getByLabelText("Hours an unpaid transfer keeps its stock"), { target: { value: "24" } });
    fireEvent.change(screen.getByLabelText("Most units of one product per order"), { target: { value: "5" } });
    save();
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(apiRequest).toHaveBeenCalledWith("/settings", {
      method: "PUT",
      body: {
        ...SETTINGS,
        shippingMethods: [
          SETTINGS.shippingMethods[0],
          {
            ...SETTINGS.shippingMethods[1],
            cost: 15000,
            freeAbove: 100000,
            rates: SETTINGS.shippingMethods[1]?.rates.filter((rate) => rate.zoneId !== "fct").map((rate) => (rate.zoneId === "rest" ? { ...rate, cost: 20000 } : rate)),
          },
        ],
        paystackChannels: ["card", "bank_transfer", "bank"],
        paymentMethods: [SETTINGS.paymentMethods[0], { id: "bank", name: "Bank transfer", enabled: false }],
        bankTransferHoldHours: 24,
        maxUnitsPerProduct: 5,
      },
    });
  });

  it("shows the spec's failure message and the server's field messages", async () => {
    apiRequest.mockRejectedValue(new ApiError(400, "BAD_REQUEST", "Bad request", { "paymentMethods.0.enabled": ["Card payment is not configured: set PAYSTACK_SECRET_KEY"] }));
    render(<SettingsForm initial={SETTINGS} cardUnavailable={null} />, { wrapper: Notifications });
    save();
    expect(await screen.findByText(SETTINGS_MESSAGES.failed)).toBeInTheDocument();
    expect(screen.getByText("Card payment is not configured: set PAYSTACK_SECRET_KEY")).toBeInTheDocument();
  });

  it("keeps card off while the server cannot take card payments, saying why", () => {
    const off = { ...SETTINGS, paymentMethods: [{ id: "card" as const, name: "Card", enabled: false }, SETTINGS.paymentMethods[1] as StoreSettings["paymentMethods"][number]] };
    render(<SettingsForm initial={off} cardUnavailable="Card payment is not configured: set PAYSTACK_SECRET_KEY and NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY." />, { wrapper: Notifications });
    const card = screen.getByTestId("settings-payment-card");
    expect(within(card).getByLabelText("Enabled")).toBeDisabled();
    expect(within(card).getByText(/PAYSTACK_SECRET_KEY/)).toBeInTheDocument();
    expect(within(screen.getByTestId("settings-payment-bank")).getByLabelText("Enabled")).toBeEnabled();
  });

  it("offers pay on delivery per zone with its cap and fee, and saves the WhatsApp number, in what it sends", async () => {
    apiRequest.mockResolvedValueOnce({ ...SETTINGS, payOnDelivery: [{ zoneId: "lagos", cap: 150_000, fee: 0 }, { zoneId: "fct", cap: 100_000, fee: 1500 }], whatsappNumber: "2348035550000" });
    render(<SettingsForm initial={SETTINGS} cardUnavailable={null} />, { wrapper: Notifications });
    const section = within(screen.getByTestId("settings-pay-on-delivery"));
    expect(section.getByLabelText("Offer in Lagos")).toBeChecked();
    expect(section.getByLabelText("Offer in Rest of Nigeria")).not.toBeChecked();
    fireEvent.change(section.getByLabelText("Largest order (₦)"), { target: { value: "150000" } });
    fireEvent.click(section.getByLabelText("Offer in FCT (Abuja)"));
    fireEvent.change(section.getAllByLabelText("Largest order (₦)")[1] as HTMLElement, { target: { value: "100000" } });
    fireEvent.change(section.getAllByLabelText(/Fee/)[1] as HTMLElement, { target: { value: "1500" } });
    fireEvent.change(screen.getByTestId("settings-whatsappNumber"), { target: { value: "+234 803 555 0000" } });
    save();
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    const sent = apiRequest.mock.calls[0]?.[1] as { body: StoreSettings };
    expect(sent.body.payOnDelivery).toEqual([
      { zoneId: "lagos", cap: 150_000, fee: 0 },
      { zoneId: "fct", cap: 100_000, fee: 1500 },
    ]);
    expect(sent.body.whatsappNumber).toBe("2348035550000");
  });

  it("edits the refund key amount, the review delay and the abandoned-checkout reminders through their number fields, and sends what was typed", async () => {
    apiRequest.mockResolvedValueOnce(SETTINGS);
    render(<SettingsForm initial={SETTINGS} cardUnavailable={null} />, { wrapper: Notifications });
    const refund = screen.getByLabelText("Ask for the security key again for refunds above (₦)");
    expect(refund).toHaveValue(100_000);
    expect(refund).toHaveAttribute("step", "0.01");
    expect(refund).toHaveAttribute("inputmode", "decimal");
    const second = screen.getByLabelText("Hours after the first, for the second");
    expect(second).toBeDisabled();
    expect(screen.getByLabelText("Days after delivery to ask")).toHaveAttribute("max", "90");
    expect(screen.getByRole("group", { name: "Reviews" })).toHaveAttribute("data-testid", "settings-reviews");
    fireEvent.change(refund, { target: { value: "250000.50" } });
    fireEvent.change(screen.getByLabelText("Days after delivery to ask"), { target: { value: "10" } });
    fireEvent.change(screen.getByLabelText("Minutes after the shopper stops"), { target: { value: "90" } });
    fireEvent.click(screen.getByLabelText("Send a second, last reminder"));
    expect(second).toBeEnabled();
    fireEvent.change(second, { target: { value: "48" } });
    save();
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    const sent = apiRequest.mock.calls[0]?.[1] as { body: StoreSettings };
    expect(sent.body.refundKeyAbove).toBe(250_000.5);
    expect(sent.body.reviewRequestDays).toBe(10);
    expect(sent.body.abandonedCheckouts).toEqual({ enabled: true, firstAfterMinutes: 90, secondReminder: true, secondAfterHours: 48 });
  });
});
