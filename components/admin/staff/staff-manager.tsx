"use client";

import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { useNotify } from "@/components/ui/notifications";
import { AdminCard } from "@/components/admin/admin-card";
import { apiRequest } from "@/lib/api-client/api-client";
import { STAFF_MESSAGES, staffInviteSchema, type StaffInvitationView, type StaffMemberView } from "@/lib/staff/staff-schemas";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "@/lib/vocabulary/staff-roles";
import { ConfirmDialog } from "../confirm-dialog";
import formStyles from "../form.module.css";
import { useConfirmedAction } from "../use-confirmed-action";
import { useSchemaForm } from "../use-schema-form";
import { ItemList, RemovableItem } from "../item-list";
import ownStyles from "./staff.module.css";
import { Options } from "@/components/ui/options";

type Field = "email" | "staffRole";
const EMPTY: Record<Field, string> = { email: "", staffRole: "fulfilment" };
const FIELDS: readonly Field[] = ["email", "staffRole"];
const idFor = (field: Field) => `staff-invite-${field}`;

const ROLE_NOTES: Record<StaffRole, string> = {
  owner: "everything, including staff, backups and payments",
  manager: "everything but staff, backups, integrations and payment settings",
  fulfilment: "orders and packing slips, moving paid orders on to Delivered; no revenue",
  content: "products, photos, the home page's content and reviews",
};

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : "Something went wrong. Please try again.");

/** /admin/staff: invite by e-mail, then change a member's role, suspend, restore or remove them. */
export function StaffManager({ initialMembers, initialInvitations, selfId }: { initialMembers: StaffMemberView[]; initialInvitations: StaffInvitationView[]; selfId: string }) {
  const notify = useNotify();
  const [members, setMembers] = useState(initialMembers);
  const [invitations, setInvitations] = useState(initialInvitations);
  const form = useSchemaForm<Field, unknown>({ schema: staffInviteSchema, initial: EMPTY, fields: FIELDS, idFor });
  const removal = useConfirmedAction(remove);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await form.run(async (body) => {
      const answer = await apiRequest<{ invitation: StaffInvitationView; message: string }>("/admin/staff", { method: "POST", body });
      setInvitations((current) => [...current, answer.invitation]);
      notify("success", answer.message);
    }, "Failed to send the invitation. Please try again.");
    if (done) form.reset(EMPTY);
  }

  async function change(member: StaffMemberView, body: { staffRole?: StaffRole; suspended?: boolean }) {
    try {
      const answer = await apiRequest<{ member: StaffMemberView; message: string }>(`/admin/staff/${member.id}`, { method: "PUT", body });
      setMembers((current) => current.map((item) => (item.id === member.id ? answer.member : item)));
      notify("success", answer.message);
    } catch (error) {
      notify("error", errorMessage(error));
    }
  }

  async function remove(member: StaffMemberView) {
    try {
      await apiRequest(`/admin/staff/${member.id}`, { method: "DELETE" });
      setMembers((current) => current.filter((item) => item.id !== member.id));
      notify("success", STAFF_MESSAGES.removed);
    } catch (error) {
      notify("error", errorMessage(error));
    }
  }

  return (
    <div className={formStyles.stack}>
      <AdminCard id="staff-invite-title" title="Invite Staff">
        <form className={formStyles.form} onSubmit={submit} noValidate data-testid="staff-invite-form">
          <div className={formStyles.grid}>
            <FormField id="staff-invite-email" label="E-mail" error={form.errors.email} look="compact" hint="Their own address for the shop, not a customer account's.">
              {(control) => <input {...control} type="email" autoComplete="off" value={form.values.email} onChange={(event) => form.edit("email", event.target.value)} data-testid="staff-invite-email" />}
            </FormField>
            <FormField id="staff-invite-staffRole" label="Role" error={form.errors.staffRole} look="compact" hint={ROLE_NOTES[form.values.staffRole as StaffRole] ?? ""}>
              {(control) => (
                <select {...control} value={form.values.staffRole} onChange={(event) => form.edit("staffRole", event.target.value)} data-testid="staff-invite-role">
                  <Options values={STAFF_ROLES} labels={STAFF_ROLE_LABELS} />
                </select>
              )}
            </FormField>
          </div>
          <p className={formStyles.hint}>The link in the e-mail works once, for 72 hours; they choose their own password and security key.</p>
          <FormFooter submit="Send Invitation" pending="Sending..." busy={form.busy} submitTestId="staff-invite-submit" error={form.failure} />
        </form>
      </AdminCard>

      <AdminCard id="staff-members-title" title="Staff">
        <ItemList items={members} empty="No staff yet." testId="staff-members" itemTestId="staff-member">
          {(member) => (
            <RemovableItem
              title={
                <>
                  {member.name}
                  {member.id === selfId ? " (you)" : ""}
                  {member.suspended ? <span className={ownStyles.suspended}> · Suspended</span> : null}
                </>
              }
              name={member.name}
              detail={member.email}
              onRemove={() => removal.ask(member)}
              actions={
                <>
                  <label>
                    <span className="visually-hidden">Role of {member.name}</span>
                    <select
                      value={member.staffRole ?? ""}
                      onChange={(event) => void change(member, { staffRole: event.target.value as StaffRole })}
                      data-testid="staff-member-role"
                    >
                      {member.staffRole ? null : <option value="">No role</option>}
                      <Options values={STAFF_ROLES} labels={STAFF_ROLE_LABELS} />
                    </select>
                  </label>
                  <button type="button" className={buttonClass("secondary", { small: true })} onClick={() => void change(member, { suspended: !member.suspended })}>
                    {member.suspended ? `Restore ${member.name}` : `Suspend ${member.name}`}
                  </button>
                </>
              }
            />
          )}
        </ItemList>
      </AdminCard>

      <AdminCard id="staff-invitations-title" title="Invitations Waiting">
        <ItemList items={invitations} empty="No invitations waiting." testId="staff-invitations">
          {(invitation) => (
            <>
              <p>
                {invitation.email} · {STAFF_ROLE_LABELS[invitation.staffRole]}
              </p>
              <p className={formStyles.hint}>
                Invited by {invitation.invitedBy}; the link works until {new Date(invitation.expiresAt).toLocaleString("en-NG", { timeZone: "Africa/Lagos" })}
              </p>
            </>
          )}
        </ItemList>
      </AdminCard>

      <ConfirmDialog {...removal.dialog} title="Remove Staff Member" confirmLabel="Remove" testId="staff-remove-dialog">
        <p>Remove {removal.subject?.name} from the staff? Their account is deleted and they are signed out everywhere.</p>
      </ConfirmDialog>
    </div>
  );
}
