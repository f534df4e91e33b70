/**
 * Where a call refused for want of the security key asks the admin for it: the admin shell's
 * dialog answers (true once the key was given again), and the call is made once more.
 */
type AskForKey = () => Promise<boolean>;

let asker: AskForKey | null = null;

export function answerKeyRequests(ask: AskForKey | null): void {
  asker = ask;
}

export function keyGivenAgain(): Promise<boolean> {
  return asker ? asker() : Promise.resolve(false);
}
