import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { SavedAddress } from "@/lib/account/schemas";
import { ApiError, apiRequest as requestApi } from "@/lib/api-client/api-client";
import { Notifications } from "@/components/ui/notifications";
import { AddressBook } from "./address-book";

jest.mock("@/lib/api-client/api-client");
const apiRequest = jest.mocked(requestApi);

beforeEach(() => apiRequest.mockReset());

const HOME: SavedAddress = {
  id: "64b7f0c2a1b2c3d4e5f60711",
  fullName: "Adaeze Okafor",
  address: "12 Admiralty Way",
  city: "Lagos",
  state: "Lagos",
  country: "Nigeria",
  postalCode: "106104",
  phoneNumber: "08031234567",
  isDefault: true,
};
const WORK: SavedAddress = { ...HOME, id: "64b7f0c2a1b2c3d4e5f60712", address: "3 Aminu Kano Crescent", city: "Abuja", state: "FCT", postalCode: "", isDefault: false };

function fillNew(values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) fireEvent.change(screen.getByTestId(`address-${field}`), { target: { value } });
}

describe("AddressBook", () => {
  it("checks a new address with the checkout's rules before calling the server", () => {
    render(<Notifications><AddressBook initial={[]} /></Notifications>);
    fireEvent.click(screen.getByTestId("address-add"));
    expect(screen.getByTestId("address-makeDefault")).toBeChecked();
    fireEvent.click(screen.getByTestId("address-save"));
    expect(screen.getByTestId("address-fullName-error")).toHaveTextContent("Full Name is required");
    expect(screen.getByTestId("address-state-error")).toHaveTextContent("State is required");
    expect(document.activeElement).toBe(screen.getByTestId("address-fullName"));
    fillNew({ phoneNumber: "12" });
    expect(screen.getByTestId("address-phoneNumber-error")).toHaveTextContent("Invalid phone number");
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it("saves a new address and shows the book the server answers with", async () => {
    apiRequest.mockResolvedValue({ addresses: [HOME, WORK] });
    render(<Notifications><AddressBook initial={[HOME]} /></Notifications>);
    fireEvent.click(screen.getByTestId("address-add"));
    expect(screen.getByTestId("address-makeDefault")).not.toBeChecked();
    fillNew({ fullName: WORK.fullName, address: WORK.address, city: WORK.city, state: WORK.state });
    fireEvent.click(screen.getByTestId("address-save"));
    await waitFor(() => expect(screen.getAllByTestId("saved-address")).toHaveLength(2));
    expect(apiRequest).toHaveBeenCalledWith("/account/addresses", {
      method: "POST",
      body: { fullName: WORK.fullName, phoneNumber: "", address: WORK.address, city: "Abuja", state: "FCT", postalCode: "", makeDefault: false },
    });
    expect(screen.getByTestId("toast-success")).toHaveTextContent("Address saved.");
    expect(screen.queryByTestId("address-form")).toBeNull();
  });

  it("shows the server's field messages under their fields, and its refusal otherwise", async () => {
    render(<Notifications><AddressBook initial={[HOME]} /></Notifications>);
    fireEvent.click(screen.getByTestId("address-edit"));
    apiRequest.mockRejectedValueOnce(new ApiError(400, "BAD_REQUEST", "Bad request", { city: ["City is required"] }));
    fireEvent.click(screen.getByTestId("address-save"));
    expect(await screen.findByTestId("address-city-error")).toHaveTextContent("City is required");
    apiRequest.mockRejectedValueOnce(new ApiError(409, "CONFLICT", "You can keep up to 10 addresses. Remove one to add another."));
    fireEvent.click(screen.getByTestId("address-save"));
    await waitFor(() => expect(screen.getByTestId("address-failure")).toHaveTextContent("You can keep up to 10 addresses."));
  });

  it("makes another address the default and removes one only after confirming", async () => {
    render(<Notifications><AddressBook initial={[HOME, WORK]} /></Notifications>);
    const work = screen.getAllByTestId("saved-address")[1] as HTMLElement;
    apiRequest.mockResolvedValueOnce({ addresses: [{ ...HOME, isDefault: false }, { ...WORK, isDefault: true }] });
    fireEvent.click(within(work).getByTestId("address-make-default"));
    await waitFor(() => expect(screen.getAllByTestId("saved-address")[1]).toHaveAttribute("data-default", "true"));
    expect(apiRequest).toHaveBeenLastCalledWith(`/account/addresses/${WORK.id}`, expect.objectContaining({ method: "PUT", body: expect.objectContaining({ makeDefault: true, city: "Abuja" }) }));

    const home = screen.getAllByTestId("saved-address")[0] as HTMLElement;
    fireEvent.click(within(home).getByTestId("address-remove"));
    expect(apiRequest).toHaveBeenCalledTimes(1);
    apiRequest.mockResolvedValueOnce({ addresses: [{ ...WORK, isDefault: true }] });
    fireEvent.click(within(home).getByTestId("address-remove-confirm"));
    await waitFor(() => expect(screen.getAllByTestId("saved-address")).toHaveLength(1));
    expect(apiRequest).toHaveBeenLastCalledWith(`/account/addresses/${HOME.id}`, { method: "DELETE" });
    expect(screen.getAllByTestId("toast-success").at(-1)).toHaveTextContent("Address removed.");
  });
});
