import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// How long findBy* and waitFor wait for the screen to show something: 1 s by default, which a
// busy machine exceeded (a role query walks the whole form). A longer wait only slows a failure.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no <dialog> methods; the admin's confirm dialog and the modals need them.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute("open", "");
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.removeAttribute("open");
};
