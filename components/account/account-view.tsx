import type { AccountHolder } from "@/lib/account/page-session";
import type { AccountOrder, SavedAddress } from "@/lib/account/schemas";
import { AddressBook } from "./address-book";
import { ConfirmEmail, GuestOrders } from "./email-proof-panel";
import { OrderHistory } from "./order-history";
import { PasswordForm } from "./password-form";
import { SignOutButton } from "./sign-out-button";
import styles from "./account.module.css";
import { AccountPanel } from "./account-panel";
import { SavedList } from "@/components/winback/saved-list";

interface AccountViewProps {
  holder: AccountHolder;
  orders: AccountOrder[];
  addresses: SavedAddress[];
  /** False until the account follows its sign-up link (the same link then adds its guest orders). */
  emailProven: boolean;
}

/** The signed-in customer's account: orders and addresses first, then the password, earlier orders and sign-out. */
export function AccountView({ holder, orders, addresses, emailProven }: AccountViewProps) {
  return (
    <div className={styles.layout} data-testid="account-view">
      <div className={styles.column}>
        <OrderHistory orders={orders} />
        <AddressBook initial={addresses} />
        <SavedList />
      </div>
      <div className={styles.column}>
        {emailProven ? null : <ConfirmEmail email={holder.email} />}
        <AccountPanel id="profile-title" title="Signed in">
          <p className={styles.note} data-testid="account-email">
            {holder.name} · {holder.email}
          </p>
          <div className={styles.actions}>
            <SignOutButton />
          </div>
        </AccountPanel>
        <PasswordForm />
        {emailProven ? <GuestOrders email={holder.email} /> : null}
      </div>
    </div>
  );
}
