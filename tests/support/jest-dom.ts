import "@testing-library/jest-dom";

// jsdom has no <dialog> methods; the admin's confirm dialog and the modals need them.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute("open", "");
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.removeAttribute("open");
};
