import { describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { listUsers, usersPageSize } from "./profiles.queries";

const t = useTestDatabase();

describe("listUsers", () => {
  it("pages people by e-mail, 20 a page, with the total", async () => {
    for (let i = 0; i < 23; i++)
      await createUser(t.db, { email: `person${String(i).padStart(2, "0")}@example.com` });

    const first = await listUsers(t.db, { page: 1 });
    expect(usersPageSize).toBe(20);
    expect(first.total).toBe(23);
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]).toMatchObject({ email: "person00@example.com", role: "user", emailVerified: true });
    const second = await listUsers(t.db, { page: 2 });
    expect(second.rows.map((row) => row.email)).toEqual([
      "person20@example.com",
      "person21@example.com",
      "person22@example.com",
    ]);
  });

  it("finds people by part of their e-mail or name, case-insensitively", async () => {
    await createUser(t.db, { email: "amina@example.com", name: "Amina Yusuf" });
    await createUser(t.db, { email: "kofi@example.com", name: "Kofi Boateng" });
    await createUser(t.db, { role: "vendor", email: "shop@lagosthreads.ng", name: "Tolu Adebayo" });

    expect((await listUsers(t.db, { page: 1, search: "YUSUF" })).rows.map((row) => row.email)).toEqual([
      "amina@example.com",
    ]);
    expect((await listUsers(t.db, { page: 1, search: " lagos " })).rows).toMatchObject([
      { email: "shop@lagosthreads.ng", role: "vendor", name: "Tolu Adebayo" },
    ]);
    expect((await listUsers(t.db, { page: 1, search: "example.com" })).total).toBe(2);
    expect((await listUsers(t.db, { page: 1, search: "" })).total).toBe(3);
  });

  it("treats % and _ in the search as plain characters", async () => {
    await createUser(t.db, { email: "a_b@example.com" });
    await createUser(t.db, { email: "axb@example.com" });
    expect((await listUsers(t.db, { page: 1, search: "a_b" })).rows.map((row) => row.email)).toEqual([
      "a_b@example.com",
    ]);
    expect((await listUsers(t.db, { page: 1, search: "%" })).total).toBe(0);
  });
});
