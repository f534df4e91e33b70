/**
 * `$jsonSchema` validators and queries as mongod answers them: the rules a document breaks in
 * errInfo (the example of mongod's "Schema Validation" manual page), validationLevel and
 * validationAction, queries by schema, and the schemas mongod refuses. Like the other
 * conformance files these run against whatever MONGODB_URI names.
 */
import { Double, Int32, type MongoServerError } from "mongodb";
import { connectTestDatabase, serverError } from "./helpers";

const target = connectTestDatabase("json_schema");

const students = {
  bsonType: "object",
  title: "Student Object Validation",
  required: ["address", "major", "name", "year"],
  properties: {
    name: { bsonType: "string", description: "'name' must be a string and is required" },
    year: { bsonType: "int", minimum: 2017, maximum: 3017, description: "'year' must be an integer in [ 2017, 3017 ] and is required" },
    gpa: { bsonType: ["double"], description: "'gpa' must be a double if the field exists" },
  },
};

test("a document that breaks the schema is refused with 121 and the rules it broke", async () => {
  const name = `students_${Date.now()}`;
  await target.db.createCollection(name, { validator: { $jsonSchema: students } });
  const coll = target.db.collection(name);
  const err = await serverError(coll.insertOne({ name: "Alice", year: new Int32(2019), major: "History", gpa: new Int32(3), address: { city: "NYC", street: "33rd Street" } }));
  expect(err.code).toBe(121);
  expect(err.errInfo?.details).toEqual({
    operatorName: "$jsonSchema",
    title: "Student Object Validation",
    schemaRulesNotSatisfied: [
      {
        operatorName: "properties",
        propertiesNotSatisfied: [
          {
            propertyName: "gpa",
            description: "'gpa' must be a double if the field exists",
            details: [{ operatorName: "bsonType", specifiedAs: { bsonType: ["double"] }, reason: "type did not match", consideredValue: 3, consideredType: "int" }],
          },
        ],
      },
    ],
  });
  await coll.insertOne({ name: "Alice", year: new Int32(2019), major: "History", gpa: new Double(3), address: { city: "NYC", street: "33rd Street" } });
  const missing = await serverError(coll.insertOne({ name: "Bob", year: new Int32(2020) }));
  expect(missing.errInfo?.details.schemaRulesNotSatisfied).toEqual([{ operatorName: "required", specifiedAs: { required: ["address", "major", "name", "year"] }, missingProperties: ["address", "major"] }]);
  expect(await coll.countDocuments()).toBe(1);
});

test("updates are checked too; moderate lets already-invalid documents change; warn lets everything through", async () => {
  const name = `levels_${Date.now()}`;
  await target.db.createCollection(name);
  const coll = target.db.collection(name);
  await coll.insertMany([{ _id: 1, qty: 5 } as never, { _id: 2, qty: "many" } as never]);
  await target.db.command({ collMod: name, validator: { $jsonSchema: { properties: { qty: { bsonType: "number", minimum: 0 } } } }, validationLevel: "moderate" });
  expect((await serverError(coll.updateOne({ _id: 1 } as never, { $set: { qty: -1 } }))).code).toBe(121);
  await coll.updateOne({ _id: 2 } as never, { $set: { qty: "lots" } });
  await target.db.command({ collMod: name, validationLevel: "strict" });
  expect((await serverError(coll.updateOne({ _id: 2 } as never, { $set: { qty: "heaps" } }))).code).toBe(121);
  await target.db.command({ collMod: name, validationAction: "warn" });
  await coll.updateOne({ _id: 1 } as never, { $set: { qty: -3 } });
  expect(await coll.find({}, { sort: { _id: 1 } }).toArray()).toEqual([{ _id: 1, qty: -3 }, { _id: 2, qty: "lots" }]);
  await coll.insertOne({ _id: 3, qty: -9 } as never, { bypassDocumentValidation: true });
});

test("a query by $jsonSchema finds the documents that satisfy it", async () => {
  const coll = target.freshCollection();
  await coll.insertMany([
    { _id: 1, sku: "OUD-50", sizes: [50, 100], tags: ["oud"] },
    { _id: 2, sku: "amber", sizes: [50, 50] },
    { _id: 3, sku: "ROSE-30", sizes: "30", extra: true },
    { _id: 4, sizes: [] },
  ] as never[]);
  const ids = async (schema: Record<string, unknown>) => (await coll.find({ $jsonSchema: schema }, { sort: { _id: 1 } }).toArray()).map((d) => d._id);
  expect(await ids({ required: ["sku"], properties: { sku: { pattern: "^[A-Z]+-\\d+$" } } })).toEqual([1, 3]);
  expect(await ids({ properties: { sizes: { bsonType: "array", uniqueItems: true, minItems: 1, items: { bsonType: "int", maximum: 100 } } } })).toEqual([1]);
  expect(await ids({ properties: { sku: { type: "string", maxLength: 5 } }, additionalProperties: { bsonType: ["array", "int"] } })).toEqual([2, 4]);
  expect(await ids({ anyOf: [{ required: ["tags"] }, { properties: { sizes: { maxItems: 0 } } }] })).toEqual([1, 3, 4]);
  expect(await ids({ not: { required: ["sku"] } })).toEqual([4]);
  expect(await ids({ dependencies: { extra: ["tags"] }, oneOf: [{ required: ["tags"] }, { required: ["extra"] }, { required: ["sku"] }] })).toEqual([2]);
  expect(await ids({ properties: { sizes: { enum: [[50, 100], "30"] } } })).toEqual([1, 3]);
});

test("schemas mongod refuses are refused with its codes, and nothing is created", async () => {
  const refused = async (schema: unknown): Promise<MongoServerError> => serverError(target.db.createCollection(`bad_${Math.random().toString(36).slice(2, 8)}`, { validator: { $jsonSchema: schema } }));
  expect(await refused({ format: "email" })).toMatchObject({ code: 9, message: "$jsonSchema keyword 'format' is not currently supported" });
  expect(await refused({ frobnicate: 1 })).toMatchObject({ code: 9, message: "Unknown $jsonSchema keyword: frobnicate" });
  expect(await refused({ type: "object", bsonType: "object" })).toMatchObject({ code: 9, message: "Cannot specify both $jsonSchema keywords 'type' and 'bsonType'" });
  expect((await refused({ required: "name" })).code).toBe(14);
  expect((await refused({ type: "integer" })).code).toBe(2);
  expect((await refused("object")).code).toBe(14);
  const names = (await target.db.listCollections().toArray()).map((c) => c.name);
  expect(names.some((n) => n.startsWith("bad_"))).toBe(false);
});
