import type { AccountHolder } from "@/lib/account/page-session";
import type { AccountOrder, SavedAddress } from "@/lib/account/schemas";
import { AddressBook } from "./address-book";
import { GuestOrders } from "./guest-orders";
import { OrderHistory } from "./order-history";
import { PasswordForm } from "./password-form";
import { SignOutButton } from "./sign-out-button";
import styles from "./account.module.css";
import { AccountPanel } from "./account-panel";

interface AccountViewProps {
  holder: AccountHolder;
  orders: AccountOrder[];
  addresses: SavedAddress[];
}

/** The signed-in customer's account: orders and addresses first, then the password, earlier orders and sign-out. */
export function AccountView({ holder, orders, addresses }: AccountViewProps) {
  return (
    <div className={styles.layout} data-testid="account-view">
      <div className={styles.column}>
        <OrderHistory orders={orders} />
        <AddressBook initial={addresses} />
      </div>
      <div className={styles.column}>
        <AccountPanel id="profile-title" title="Signed in">
          <p className={styles.note} data-testid="account-email">
            {holder.name} · {holder.email}
          </p>
          <div className={styles.actions}>
            <SignOutButton />
          </div>
        </AccountPanel>
        <PasswordForm />
        <GuestOrders email={holder.email} />
      </div>
    </div>
  );
}
