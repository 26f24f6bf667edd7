import { afterEach, describe, expect, it } from "vitest";
import { currentToasts, defaultToastDuration, toast } from "./toast";

afterEach(() => {
  for (const item of currentToasts()) toast.dismiss(item.id);
});

describe("toast", () => {
  it("shows the newest first, with the default duration, and replaces a toast with the same id", () => {
    toast.success("Saved");
    const id = toast.error("Could not save", { id: "save" });
    toast.info("Saved after all", { id: "save", description: "Second try" });
    expect(id).toBe("save");
    expect(currentToasts().map((item) => [item.kind, item.message])).toEqual([
      ["info", "Saved after all"],
      ["success", "Saved"],
    ]);
    expect(currentToasts()[0]).toMatchObject({ description: "Second try", duration: defaultToastDuration });
  });

  it("keeps a loading toast until the promise settles, then shows the outcome in its place", async () => {
    const work = toast.promise(Promise.resolve(1), {
      loading: "Processing request...",
      success: "Done",
      error: "Failed",
    });
    expect(currentToasts()[0]).toMatchObject({
      kind: "loading",
      message: "Processing request...",
      duration: Number.POSITIVE_INFINITY,
    });
    await work;
    await Promise.resolve();
    expect(currentToasts().map((item) => [item.kind, item.message])).toEqual([["success", "Done"]]);

    await toast
      .promise(Promise.reject(new Error("no")), {
        loading: "Processing request...",
        success: "Done",
        error: "Failed",
      })
      .catch(() => undefined);
    await Promise.resolve();
    expect(currentToasts()[0]).toMatchObject({ kind: "error", message: "Failed" });
  });

  it("dismisses by id", () => {
    const id = toast.warning("Careful");
    toast.dismiss(id);
    expect(currentToasts()).toEqual([]);
  });
});
