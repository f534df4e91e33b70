type WakeModule = typeof import("./wake");

async function freshInstance(): Promise<WakeModule> {
  let loaded: WakeModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import("./wake");
  });
  if (!loaded) throw new Error("wake.ts did not load");
  return loaded;
}

describe("waking the mail worker", () => {
  it("reaches the worker from another instance of the module, as Next loads the hook and the routes apart", async () => {
    const hook = await freshInstance();
    const routes = await freshInstance();
    expect(hook).not.toBe(routes);
    const worker = jest.fn();
    hook.onMailRecorded(worker);
    routes.wakeMailWorker();
    expect(worker).toHaveBeenCalledTimes(1);
    hook.onMailRecorded(null);
    routes.wakeMailWorker();
    expect(worker).toHaveBeenCalledTimes(1);
  });
});
