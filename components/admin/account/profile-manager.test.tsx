import { fireEvent, render, screen } from "@testing-library/react";
import { Notifications } from "@/components/ui/notifications";
import type { AdminProfile } from "@/lib/admin/account";
import { ProfileManager } from "./profile-manager";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }) }));

const PROFILE: AdminProfile = {
  id: "64b7f0c2a1b2c3d4e5f60718",
  name: "Ngozi Owner",
  email: "ngozi@scents.ng",
  lastLoginAt: null,
  passwordChangedAt: null,
  adminKeyChangedAt: null,
  updatedAt: null,
  backupCodes: { generatedAt: null, remaining: 10 },
};

describe("the admin's profile", () => {
  it("opens the form from the saved profile every time, leaving what was typed before a cancel behind", () => {
    render(
      <Notifications>
        <ProfileManager profile={PROFILE} />
      </Notifications>,
    );
    fireEvent.click(screen.getByTestId("profile-edit"));
    expect(screen.getByTestId("profile-name")).toHaveValue("Ngozi Owner");
    fireEvent.change(screen.getByTestId("profile-name"), { target: { value: "Someone Else" } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByTestId("profile-view")).toHaveTextContent("Ngozi Owner");
    fireEvent.click(screen.getByTestId("profile-edit"));
    expect(screen.getByTestId("profile-name")).toHaveValue("Ngozi Owner");
    expect(screen.getByTestId("profile-email")).toHaveValue("ngozi@scents.ng");
  });
});
