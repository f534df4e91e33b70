/** What a shopper reads when this server cannot take card payments; why not is for the owner (Settings) and the server log. */
export const CARD_UNAVAILABLE_MESSAGE = "Card payment is not available right now — pay by bank transfer";
