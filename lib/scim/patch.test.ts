import { describe, expect, it } from "vitest";
import { applyPatch, patchRequestSchema } from "./patch";
import { scimUserInputSchema } from "./resource-schemas";

const user = {
  userName: "ada@example.test",
  active: true,
  name: { formatted: "Ada Lovelace" },
  emails: [{ value: "ada@example.test", type: "work", primary: true }],
};
const ops = (operations: unknown[]) => patchRequestSchema.parse({ Operations: operations }).Operations;

describe("applyPatch", () => {
  it("applies Okta's replace without a path", () => {
    expect(applyPatch(user, ops([{ op: "replace", value: { active: false } }])).active).toBe(false);
  });

  it("applies Entra ID's capitalised Replace with active as the string False", () => {
    const patched = applyPatch(user, ops([{ op: "Replace", path: "active", value: "False" }]));
    expect(scimUserInputSchema.parse(patched).active).toBe(false);
  });

  it("sets a filtered value path, and adds the value when none matches", () => {
    const changed = applyPatch(user, ops([{ op: "replace", path: 'emails[type eq "work"].value', value: "a@x.test" }]));
    expect(changed.emails).toEqual([{ value: "a@x.test", type: "work", primary: true }]);
    const added = applyPatch(user, ops([{ op: "add", path: 'emails[type eq "home"].value', value: "h@x.test" }]));
    expect(added.emails).toHaveLength(2);
  });

  it("merges sub-attributes, including dotted keys inside a pathless value", () => {
    const patched = applyPatch(
      user,
      ops([{ op: "replace", value: { "name.givenName": "Ada", displayName: "Ada L" } }]),
    );
    expect(patched.name).toEqual({ formatted: "Ada Lovelace", givenName: "Ada" });
    expect(patched.displayName).toBe("Ada L");
  });

  it("adds, removes and replaces group members as Okta and Entra ID send them", () => {
    const group = { displayName: "Admins", members: [{ value: "u1" }] };
    const added = applyPatch(group, ops([{ op: "Add", path: "members", value: [{ value: "u2" }, { value: "u1" }] }]));
    expect(added.members).toEqual([{ value: "u1" }, { value: "u2" }]);
    const removedOkta = applyPatch(added, ops([{ op: "remove", path: 'members[value eq "u1"]' }]));
    expect(removedOkta.members).toEqual([{ value: "u2" }]);
    const removedEntra = applyPatch(added, ops([{ op: "Remove", path: "members", value: [{ value: "u2" }] }]));
    expect(removedEntra.members).toEqual([{ value: "u1" }]);
    const replaced = applyPatch(added, ops([{ op: "replace", path: "members", value: [{ value: "u3" }] }]));
    expect(replaced.members).toEqual([{ value: "u3" }]);
  });

  it("skips Okta's id inside a pathless value, but refuses a path to a read-only attribute", () => {
    const group = { displayName: "A", members: [] };
    expect(applyPatch(group, ops([{ op: "replace", value: { id: "x", displayName: "B" } }])).displayName).toBe("B");
    expect(() => applyPatch(group, ops([{ op: "replace", path: "id", value: "y" }]))).toThrow(
      expect.objectContaining({ scimType: "mutability" }),
    );
  });

  it("refuses a remove without a path, a bad path and an unknown op", () => {
    expect(() => applyPatch(user, ops([{ op: "remove" }]))).toThrow(expect.objectContaining({ scimType: "noTarget" }));
    expect(() => applyPatch(user, ops([{ op: "add", path: "emails[", value: 1 }]))).toThrow(
      expect.objectContaining({ scimType: "invalidPath" }),
    );
    expect(patchRequestSchema.safeParse({ Operations: [{ op: "move", path: "a" }] }).success).toBe(false);
  });

  it("leaves the original untouched", () => {
    applyPatch(user, ops([{ op: "replace", path: "active", value: false }]));
    expect(user.active).toBe(true);
  });
});
