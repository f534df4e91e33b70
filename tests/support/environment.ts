/** Sets these environment variables for the surrounding describe block (or file), and restores them after it. */
export function withEnvironment(variables: Record<string, string>): void {
  const before: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [name, value] of Object.entries(variables)) {
      before[name] = process.env[name];
      process.env[name] = value;
    }
  });
  afterAll(() => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
}
