export type PasswordStrength = "weak" | "medium" | "strong";

/**
 * The spec's strength score (admin §5): length 12+ scores 2 and 8+ scores 1; a lowercase letter,
 * an uppercase letter and a digit score 1 each, a symbol 2. 6 or more is strong, 4 or more medium.
 */
export function passwordScore(password: string): number {
  let score = 0;
  if (password.length >= 12) score += 2;
  else if (password.length >= 8) score += 1;
  if (/[a-z]/.test(password)) score += 1;
  if (/[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  if (/[^a-zA-Z\d]/.test(password)) score += 2;
  return score;
}

export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  if (score >= 6) return "strong";
  if (score >= 4) return "medium";
  return "weak";
}
