/**
 * The comparison operators under a collation: when a filter is compiled with one (query.ts puts
 * its spec in the options) and the operand holds a string, strings compare by the collation;
 * otherwise the operator is the one the engine has without it.
 */
import * as queryOperators from "mingo/operators/query";
import type { Doc } from "../bson-utils";
import { collationInOptions } from "./collation";
import { candidates, QUERY_OPERATORS, type QueryOperator, type QueryOptions } from "./query-operators";

type Predicate = (doc: Doc) => boolean;

const base = (name: string): QueryOperator => ((QUERY_OPERATORS as Record<string, QueryOperator>)[name] ?? (queryOperators as unknown as Record<string, QueryOperator>)[name]) as QueryOperator;


function equality(selector: string, value: unknown, options: QueryOptions): Predicate {
  const collation = collationInOptions(options);
  if (!collation?.affects(value)) return base("$eq")(selector, value, options);
  return (doc) => candidates(doc, selector).some((candidate) => collation.equals(candidate, value));
}

function membership(selector: string, values: unknown, options: QueryOptions): Predicate {
  const collation = collationInOptions(options);
  if (!collation || !Array.isArray(values) || !values.some((v) => collation.affects(v))) return base("$in")(selector, values, options);
  const tests = values.map((value) => (value instanceof RegExp ? base("$regex")(selector, value, options) : equality(selector, value, options)));
  return (doc) => tests.some((test) => test(doc));
}

function ordering(name: "$gt" | "$gte" | "$lt" | "$lte", test: (order: number) => boolean): QueryOperator {
  return (selector, value, options) => {
    const collation = collationInOptions(options);
    if (!collation?.affects(value)) return base(name)(selector, value, options);
    const kind = (v: unknown) => (typeof v === "string" ? "string" : Array.isArray(v) ? "array" : typeof v === "object" && v !== null ? "object" : typeof v);
    return (doc) => candidates(doc, selector).some((candidate) => kind(candidate) === kind(value) && test(collation.compare(candidate, value)));
  };
}

export const COLLATED_OPERATORS: Record<string, QueryOperator> = {
  $eq: equality,
  $ne: (selector, value, options) => {
    const equal = equality(selector, value, options);
    return (doc) => !equal(doc);
  },
  $in: membership,
  $nin: (selector, values, options) => {
    const member = membership(selector, values, options);
    return (doc) => !member(doc);
  },
  $gt: ordering("$gt", (order) => order > 0),
  $gte: ordering("$gte", (order) => order >= 0),
  $lt: ordering("$lt", (order) => order < 0),
  $lte: ordering("$lte", (order) => order <= 0),
};
