import { describe, expect, it } from "vitest";
import { maxUploadsPerClientPerHour } from "#common/request-limits";
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
});
