import { describe, expect, it } from "vitest";
import { maxUploadsPerClientPerHour, maxUploadsPerStorePerHour } from "#common/request-limits";
import { useTestDatabase } from "../../../tests/setup/database";
import { countUpload } from "./count-upload";

const t = useTestDatabase();
const from = (ip: string) => ({ client: { ip, userAgent: null } });

describe("countUpload", () => {
  it("counts an IPv6 client by its /64, so rotating addresses inside it does not escape the allowance", async () => {
    for (let upload = 1; upload <= maxUploadsPerClientPerHour; upload += 1)
      await countUpload(t.db, from(`2001:db8:5:6::${upload.toString(16)}`));

    await expect(countUpload(t.db, from("2001:db8:5:6:ffff:ffff:ffff:ffff"))).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
    await expect(countUpload(t.db, from("2001:db8:5:7::1"))).resolves.toBeUndefined();
  });

  it("counts a store's back-office pictures against the store, not its office address, which buyers may share", async () => {
    const office = from("198.51.100.7");
    for (let upload = 1; upload <= maxUploadsPerClientPerHour + 1; upload += 1)
      await countUpload(t.db, { ...office, storeId: "ven_a" });
    // The address's own allowance is untouched: a buyer there can still attach a purchase order.
    await expect(countUpload(t.db, office)).resolves.toBeUndefined();

    for (let upload = maxUploadsPerClientPerHour + 2; upload <= maxUploadsPerStorePerHour; upload += 1)
      await countUpload(t.db, { ...office, storeId: "ven_a" });
    await expect(countUpload(t.db, { ...office, storeId: "ven_a" })).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
    await expect(countUpload(t.db, { ...office, storeId: "ven_b" })).resolves.toBeUndefined();
  });
});
