import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Notifications } from "@/components/ui/notifications";
import { apiRequest as requestApi } from "@/lib/api-client/api-client";
import { OFFSITE_MESSAGES, type OffsiteBackupView } from "@/lib/backup/offsite-schemas";
import { OffsiteBackup } from "./offsite-backup";

jest.mock("@/lib/api-client/api-client", () => ({ ...jest.requireActual("@/lib/api-client/api-client"), apiRequest: jest.fn() }));
const apiRequest = jest.mocked(requestApi);

beforeEach(() => apiRequest.mockReset());

const NOTHING: OffsiteBackupView = {
  configured: false,
  endpoint: "",
  region: "",
  bucket: "",
  accessKeyIdLastFour: "",
  timeOfDay: "02:00",
  keyId: null,
  keyCreatedAt: null,
  nextRunAt: null,
  running: false,
  last: null,
  failure: null,
};
const CONFIGURED: OffsiteBackupView = { ...NOTHING, configured: true, endpoint: "https://r2.example.com", region: "auto", bucket: "shop-backups", accessKeyIdLastFour: "5678" };
const RUNNING: OffsiteBackupView = {
  ...CONFIGURED,
  keyId: "0123456789abcdef",
  nextRunAt: "2026-11-28T01:00:00.000Z",
  last: { key: "scents-backups/x.sealed", finishedAt: "2026-11-27T01:02:00.000Z", bytes: 52_428_800, durationMs: 95_000, photos: 120 },
};

describe("Off-site Backups", () => {
  it("checks the bucket's fields before sending, then saves them", async () => {
    apiRequest.mockResolvedValueOnce({ backup: CONFIGURED });
    render(<OffsiteBackup initial={NOTHING} />, { wrapper: Notifications });
    fireEvent.change(screen.getByLabelText("Bucket"), { target: { value: "Bad Bucket" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Bucket" }));
    expect(await screen.findByText(OFFSITE_MESSAGES.bucket)).toBeInTheDocument();
    expect(screen.getByText(OFFSITE_MESSAGES.region)).toBeInTheDocument();
    expect(apiRequest).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Bucket"), { target: { value: "shop-backups" } });
    fireEvent.change(screen.getByLabelText("Region"), { target: { value: "auto" } });
    fireEvent.change(screen.getByLabelText("Access key ID"), { target: { value: "AKIA12345678" } });
    fireEvent.change(screen.getByLabelText("Secret access key"), { target: { value: "secret" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Bucket" }));
    await waitFor(() => expect(apiRequest).toHaveBeenCalledWith("/admin/offsite-backup", expect.objectContaining({ method: "PUT", body: expect.objectContaining({ bucket: "shop-backups", timeOfDay: "02:00" }) })));
    expect(await screen.findByRole("button", { name: "Make Backup Key" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back Up Now" })).toBeDisabled();
    expect(screen.getByLabelText("Secret access key")).toHaveValue("");
  });

  it("shows the owner's key once, when it is made, with how a restore asks for it", async () => {
    apiRequest.mockResolvedValueOnce({ ownerKey: "scents-backup-key-1:AAAA", backup: { ...CONFIGURED, keyId: "0123456789abcdef", nextRunAt: "2026-11-28T01:00:00.000Z" } });
    render(<OffsiteBackup initial={CONFIGURED} />, { wrapper: Notifications });
    expect(screen.queryByLabelText(/Your backup key/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Make Backup Key" }));
    expect(await screen.findByLabelText(/Your backup key/)).toHaveValue("scents-backup-key-1:AAAA");
    expect(screen.getByText(/BACKUP_KEY/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back Up Now" })).toBeEnabled();
  });

  it("shows the last backup, the next and a failure", () => {
    render(<OffsiteBackup initial={{ ...RUNNING, failure: { at: "2026-11-28T01:00:00.000Z", message: "The bucket does not exist", since: "2026-11-28T01:00:00.000Z" } }} />, { wrapper: Notifications });
    expect(screen.getByTestId("offsite-last")).toHaveTextContent("50.0 MB with 120 photos, took 95.0 s");
    expect(screen.getByTestId("offsite-next")).toHaveTextContent("Nov 28, 2026");
    expect(screen.getByRole("alert")).toHaveTextContent("The bucket does not exist");
  });
});
