/**
 * Geospatial queries as mongod answers them. Legacy coordinate pairs (`[x, y]`, or a document
 * whose first two fields are the numbers) and GeoJSON (Point, LineString, Polygon and their
 * Multi forms, GeometryCollection) are read from documents. `$box`, `$center` and `$polygon`
 * are flat (2d); `$centerSphere`, `$nearSphere`, `$geometry` shapes and GeoJSON `$near` are on
 * the sphere: edges are great-circle arcs (as S2 draws them: a line from -178° to 178° crosses
 * the antimeridian), distances are angles (radians) or, from a GeoJSON point, meters on mongod's
 * earth radius (6,378,100 m). Polygons are the smaller of the two regions their ring bounds, as
 * for mongod's GeoJSON polygons (the "big polygon" CRS is not supported).
 */
import { type Doc, isPlainObject } from "../bson-utils";
import { CommandError, ErrorCodes } from "../errors";

export const EARTH_RADIUS_METERS = 6378100;

type LonLat = [number, number];
type Vec = [number, number, number];

/** A geometry as parts: points, lines (vertex lists) and polygons (rings, the first the outer). */
export interface Geometry {
  points: LonLat[];
  lines: LonLat[][];
  polygons: LonLat[][][];
  /** The stored value it was read from (for $geoNear's includeLocs). */
  source?: unknown;
}

const EMPTY = (): Geometry => ({ points: [], lines: [], polygons: [] });

function num(v: unknown): number | undefined {
  if (typeof v === "number") return v;
  if (v !== null && typeof v === "object" && "_bsontype" in v) {
    const n = Number((v as { valueOf(): unknown }).valueOf());
    return Number.isNaN(n) ? undefined : n;
  }
  return undefined;
}

/** A legacy coordinate pair: an array of at least two numbers, or a document whose first two values are. */
export function legacyPoint(value: unknown): LonLat | undefined {
  let values: unknown[];
  if (Array.isArray(value)) values = value;
  else if (isPlainObject(value) && !("type" in value && "coordinates" in value)) values = Object.values(value);
  else return undefined;
  if (values.length < 2) return undefined;
  const x = num(values[0]);
  const y = num(values[1]);
  return x === undefined || y === undefined ? undefined : [x, y];
}

function position(value: unknown): LonLat {
  const p = Array.isArray(value) ? legacyPoint(value) : undefined;
  if (!p) throw new CommandError(ErrorCodes.BadValue, `Point must only contain numeric elements: ${JSON.stringify(value)}`);
  return p;
}

/** A GeoJSON object as parts; undefined when the value is not GeoJSON. */
export function geoJson(value: unknown): Geometry | undefined {
  if (!isPlainObject(value) || typeof value.type !== "string") return undefined;
  const g = EMPTY();
  const c = value.coordinates;
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
  switch (value.type) {
    case "Point":
      g.points.push(position(c));
      break;
    case "MultiPoint":
      g.points.push(...list(c).map(position));
      break;
    case "LineString":
      g.lines.push(list(c).map(position));
      break;
    case "MultiLineString":
      g.lines.push(...list(c).map((line) => list(line).map(position)));
      break;
    case "Polygon":
      g.polygons.push(list(c).map((ring) => list(ring).map(position)));
      break;
    case "MultiPolygon":
      g.polygons.push(...list(c).map((polygon) => list(polygon).map((ring) => list(ring).map(position))));
      break;
    case "GeometryCollection":
      for (const part of list(value.geometries)) {
        const sub = geoJson(part);
        if (sub) merge(g, sub);
      }
      break;
    default:
      return undefined;
  }
  return g;
}

function merge(into: Geometry, from: Geometry): void {
  into.points.push(...from.points);
  into.lines.push(...from.lines);
  into.polygons.push(...from.polygons);
}

/**
 * The geometries a document holds at a path: arrays on the way are crossed; at the end a legacy
 * pair, a GeoJSON object, or an array of them (each its own location).
 */
export function geometriesAt(doc: Doc, path: string): Geometry[] {
  const parts = path.split(".");
  const out: Geometry[] = [];
  const atEnd = (value: unknown, top: boolean): void => {
    const geo = geoJson(value);
    if (geo) {
      out.push({ ...geo, source: value });
      return;
    }
    const point = legacyPoint(value);
    if (point && (!Array.isArray(value) || value.every((v) => num(v) !== undefined))) {
      out.push({ points: [point], lines: [], polygons: [], source: value });
      return;
    }
    if (top && Array.isArray(value)) for (const item of value) atEnd(item, false);
  };
  const walk = (value: unknown, i: number): void => {
    if (i === parts.length) {
      atEnd(value, true);
      return;
    }
    const part = parts[i] as string;
    if (Array.isArray(value)) {
      if (/^\d+$/.test(part)) walk(value[Number(part)], i + 1);
      else for (const item of value) walk(item, i);
      return;
    }
    if (isPlainObject(value)) walk(value[part], i + 1);
  };
  walk(doc, 0);
  return out;
}

// ---- sphere

function vec([lon, lat]: LonLat): Vec {
  const phi = (lat * Math.PI) / 180;
  const lambda = (lon * Math.PI) / 180;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const norm = (a: Vec) => Math.hypot(a[0], a[1], a[2]);
const scale = (a: Vec, k: number): Vec => [a[0] * k, a[1] * k, a[2] * k];
const unit = (a: Vec): Vec => scale(a, 1 / (norm(a) || 1));

/** The angle between two points, in radians. */
function angle(a: Vec, b: Vec): number {
  return Math.atan2(norm(cross(a, b)), dot(a, b));
}

export function sphereDistance(a: LonLat, b: LonLat): number {
  return angle(vec(a), vec(b));
}

const EPS = 1e-12;

function onArc(p: Vec, a: Vec, b: Vec): boolean {
  return Math.abs(angle(a, p) + angle(p, b) - angle(a, b)) < 1e-9;
}

/** Whether the great-circle arcs a-b and c-d meet. */
function arcsIntersect(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  const n1 = cross(a, b);
  const n2 = cross(c, d);
  const line = cross(n1, n2);
  if (norm(line) < EPS) return onArc(c, a, b) || onArc(d, a, b) || onArc(a, c, d) || onArc(b, c, d);
  const p = unit(line);
  return [p, scale(p, -1)].some((q) => onArc(q, a, b) && onArc(q, c, d));
}

/** Distance from p to the arc a-b, in radians. */
function arcDistance(p: Vec, a: Vec, b: Vec): number {
  const n = cross(a, b);
  if (norm(n) > EPS) {
    const nu = unit(n);
    const projected = unit(cross(nu, cross(p, nu)));
    if (norm(cross(p, nu)) > EPS && onArc(projected, a, b)) return Math.abs(Math.asin(Math.max(-1, Math.min(1, dot(p, nu)))));
  }
  return Math.min(angle(p, a), angle(p, b));
}

/** Winding of a ring around p (tangent-plane angles summed): about ±2π inside, 0 outside. */
function inRingSphere(p: Vec, ring: Vec[]): boolean {
  let total = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const a = ring[i] as Vec;
    const b = ring[i + 1] as Vec;
    if (onArc(p, a, b)) return true;
    const ta = cross(p, cross(a, p));
    const tb = cross(p, cross(b, p));
    total += Math.atan2(dot(cross(ta, tb), p), dot(ta, tb));
  }
  return Math.abs(total) > Math.PI;
}

function closedRing(ring: LonLat[]): Vec[] {
  const vs = ring.map(vec);
  const first = vs[0];
  const last = vs[vs.length - 1];
  if (first && last && angle(first, last) > EPS) vs.push(first);
  return vs;
}

function inPolygonSphere(p: Vec, polygon: LonLat[][]): boolean {
  const [outer, ...holes] = polygon.map(closedRing);
  if (!outer || !inRingSphere(p, outer)) return false;
  return !holes.some((hole) => inRingSphere(p, hole) && !ringEdges(hole).some(([a, b]) => onArc(p, a, b)));
}

function ringEdges(ring: Vec[]): [Vec, Vec][] {
  const out: [Vec, Vec][] = [];
  for (let i = 0; i + 1 < ring.length; i++) out.push([ring[i] as Vec, ring[i + 1] as Vec]);
  return out;
}

function polygonEdges(polygon: LonLat[][]): [Vec, Vec][] {
  return polygon.flatMap((ring) => ringEdges(closedRing(ring)));
}

function lineEdges(line: LonLat[]): [Vec, Vec][] {
  const vs = line.map(vec);
  return ringEdges(vs);
}

function edgesCross(e1: [Vec, Vec][], e2: [Vec, Vec][]): boolean {
  return e1.some(([a, b]) => e2.some(([c, d]) => arcsIntersect(a, b, c, d)));
}

/** A geometry's parts, each as its own geometry. */
function parts(g: Geometry): Geometry[] {
  return [
    ...g.points.map((p) => ({ points: [p], lines: [], polygons: [] })),
    ...g.lines.map((l) => ({ points: [], lines: [l], polygons: [] })),
    ...g.polygons.map((p) => ({ points: [], lines: [], polygons: [p] })),
  ];
}

function partIntersects(a: Geometry, b: Geometry): boolean {
  const [ap] = a.points;
  const [bp] = b.points;
  const [al] = a.lines;
  const [bl] = b.lines;
  const [apoly] = a.polygons;
  const [bpoly] = b.polygons;
  if (ap && bp) return angle(vec(ap), vec(bp)) < 1e-9;
  if (ap || bp) {
    const p = vec((ap ?? bp) as LonLat);
    const other = ap ? b : a;
    if (other.lines[0]) return lineEdges(other.lines[0]).some(([x, y]) => onArc(p, x, y));
    if (other.polygons[0]) return inPolygonSphere(p, other.polygons[0]);
    return false;
  }
  if (al && bl) return edgesCross(lineEdges(al), lineEdges(bl));
  if (al || bl) {
    const line = (al ?? bl) as LonLat[];
    const polygon = (apoly ?? bpoly) as LonLat[][];
    return line.some((p) => inPolygonSphere(vec(p), polygon)) || edgesCross(lineEdges(line), polygonEdges(polygon));
  }
  if (apoly && bpoly) {
    return (
      apoly.some((ring) => ring.some((p) => inPolygonSphere(vec(p), bpoly))) ||
      bpoly.some((ring) => ring.some((p) => inPolygonSphere(vec(p), apoly))) ||
      edgesCross(polygonEdges(apoly), polygonEdges(bpoly))
    );
  }
  return false;
}

export function intersects(a: Geometry, b: Geometry): boolean {
  const bs = parts(b);
  return parts(a).some((pa) => bs.some((pb) => partIntersects(pa, pb)));
}

/** Whether every part of g lies inside the (multi)polygon region. */
export function withinRegion(g: Geometry, region: Geometry): boolean {
  const polygons = region.polygons;
  const inside = (p: LonLat) => polygons.some((polygon) => inPolygonSphere(vec(p), polygon));
  const boundary = polygons.flatMap(polygonEdges);
  const all = parts(g);
  if (all.length === 0) return false;
  return all.every((part) => {
    if (part.points[0]) return inside(part.points[0]);
    const vertices = part.lines[0] ?? part.polygons[0]?.[0] ?? [];
    const edges = part.lines[0] ? lineEdges(part.lines[0]) : polygonEdges(part.polygons[0] ?? []);
    const midpoints = edges.map(([a, b]) => unit([a[0] + b[0], a[1] + b[1], a[2] + b[2]]));
    const insideVec = (v: Vec) => polygons.some((polygon) => inPolygonSphere(v, polygon));
    return vertices.every(inside) && midpoints.every(insideVec) && !edges.some(([a, b]) => boundary.some(([c, d]) => arcsIntersect(a, b, c, d) && !onArc(a, c, d) && !onArc(b, c, d)));
  });
}

/** Radians from p to the nearest point of g (0 inside a polygon). */
export function sphereDistanceTo(p: LonLat, g: Geometry): number {
  const v = vec(p);
  let best = Infinity;
  for (const q of g.points) best = Math.min(best, angle(v, vec(q)));
  for (const line of g.lines) for (const [a, b] of lineEdges(line)) best = Math.min(best, arcDistance(v, a, b));
  if (g.lines.some((l) => l.length === 1)) for (const l of g.lines) if (l[0]) best = Math.min(best, angle(v, vec(l[0])));
  for (const polygon of g.polygons) {
    if (inPolygonSphere(v, polygon)) return 0;
    for (const [a, b] of polygonEdges(polygon)) best = Math.min(best, arcDistance(v, a, b));
  }
  return best;
}

// ---- flat (2d)

export function flatDistance(a: LonLat, b: LonLat): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

function inPolygonFlat([x, y]: LonLat, ring: LonLat[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as LonLat;
    const [xj, yj] = ring[j] as LonLat;
    // On an edge counts as inside, as mongod's 2d $polygon does.
    const cross2 = (xj - xi) * (y - yi) - (yj - yi) * (x - xi);
    if (Math.abs(cross2) < 1e-12 && Math.min(xi, xj) <= x && x <= Math.max(xi, xj) && Math.min(yi, yj) <= y && y <= Math.max(yi, yj)) return true;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The points of a geometry for the flat shapes, which only hold points. */
function pointsOf(g: Geometry): LonLat[] | undefined {
  return g.lines.length === 0 && g.polygons.length === 0 ? g.points : undefined;
}

// ---- query operators

function pairArg(value: unknown, what: string): LonLat {
  const p = legacyPoint(value);
  if (!p) throw new CommandError(ErrorCodes.BadValue, `${what} must be a point`);
  return p;
}

function numberArg(value: unknown, what: string): number {
  const n = num(value);
  if (n === undefined || n < 0) throw new CommandError(ErrorCodes.BadValue, `${what} must be a non-negative number`);
  return n;
}

/** A `$geoWithin`/`$within` shape as a test of one stored geometry. */
export function withinTest(spec: unknown): (g: Geometry) => boolean {
  if (!isPlainObject(spec)) throw new CommandError(ErrorCodes.BadValue, "$geoWithin not passed an object");
  const [shape, arg] = Object.entries(spec)[0] ?? [];
  switch (shape) {
    case "$geometry": {
      const region = geoJson(arg);
      if (!region || region.polygons.length === 0 || region.points.length + region.lines.length > 0) {
        throw new CommandError(ErrorCodes.BadValue, "$geoWithin $geometry must be a Polygon or MultiPolygon");
      }
      return (g) => withinRegion(g, region);
    }
    case "$box": {
      if (!Array.isArray(arg) || arg.length !== 2) throw new CommandError(ErrorCodes.BadValue, "$box requires two points");
      const [a, b] = [pairArg(arg[0], "$box"), pairArg(arg[1], "$box")];
      const [x0, x1] = [Math.min(a[0], b[0]), Math.max(a[0], b[0])];
      const [y0, y1] = [Math.min(a[1], b[1]), Math.max(a[1], b[1])];
      return (g) => pointsOf(g)?.every(([x, y]) => x >= x0 && x <= x1 && y >= y0 && y <= y1) === true && g.points.length > 0;
    }
    case "$center": {
      if (!Array.isArray(arg) || arg.length !== 2) throw new CommandError(ErrorCodes.BadValue, "$center requires a point and a radius");
      const center = pairArg(arg[0], "$center");
      const radius = numberArg(arg[1], "$center radius");
      return (g) => pointsOf(g)?.every((p) => flatDistance(p, center) <= radius) === true && g.points.length > 0;
    }
    case "$centerSphere": {
      if (!Array.isArray(arg) || arg.length !== 2) throw new CommandError(ErrorCodes.BadValue, "$centerSphere requires a point and a radius");
      const center = pairArg(arg[0], "$centerSphere");
      const radius = numberArg(arg[1], "$centerSphere radius");
      const c = vec(center);
      return (g) => {
        const all = [...g.points, ...g.lines.flat(), ...g.polygons.flatMap((p) => p[0] ?? [])];
        return all.length > 0 && all.every((p) => angle(vec(p), c) <= radius + 1e-12);
      };
    }
    case "$polygon": {
      if (!Array.isArray(arg) || arg.length < 3) throw new CommandError(ErrorCodes.BadValue, "Polygon must have at least 3 points");
      const ring = arg.map((p) => pairArg(p, "$polygon"));
      return (g) => pointsOf(g)?.every((p) => inPolygonFlat(p, ring)) === true && g.points.length > 0;
    }
    default:
      throw new CommandError(ErrorCodes.BadValue, `unknown geo specifier: ${String(shape)}`);
  }
}

export function intersectsTest(spec: unknown): (g: Geometry) => boolean {
  if (!isPlainObject(spec) || !("$geometry" in spec)) throw new CommandError(ErrorCodes.BadValue, "$geoIntersects not passed a $geometry");
  const shape = geoJson(spec.$geometry);
  if (!shape) throw new CommandError(ErrorCodes.BadValue, "$geoIntersects $geometry is not a valid GeoJSON geometry");
  return (g) => intersects(g, shape);
}

/** How a $near/$nearSphere/$geoNear measures: flat units, radians on the sphere, or meters. */
export type Metric = "flat" | "radians" | "meters";

export interface NearQuery {
  point: LonLat;
  metric: Metric;
  min?: number;
  max?: number;
}

/**
 * A `$near`/`$nearSphere` condition (with `$maxDistance`/`$minDistance` inside or beside it). A
 * GeoJSON point measures meters; a legacy pair measures radians for $nearSphere, and flat
 * units for $near (radians when the field has only a 2dsphere index).
 */
export function parseNear(condition: Doc, has2d: boolean): NearQuery {
  const operator = "$nearSphere" in condition ? "$nearSphere" : "$near";
  const arg = condition[operator];
  let point: LonLat | undefined;
  let metric: Metric;
  let max = condition.$maxDistance;
  let min = condition.$minDistance;
  if (isPlainObject(arg) && "$geometry" in arg) {
    const geo = geoJson(arg.$geometry);
    point = geo?.points.length === 1 && geo.lines.length + geo.polygons.length === 0 ? geo.points[0] : undefined;
    metric = "meters";
    max = arg.$maxDistance ?? max;
    min = arg.$minDistance ?? min;
  } else if (isPlainObject(arg) && arg.type === "Point") {
    point = geoJson(arg)?.points[0];
    metric = "meters";
  } else {
    point = legacyPoint(arg);
    metric = operator === "$nearSphere" || !has2d ? "radians" : "flat";
  }
  if (!point) throw new CommandError(ErrorCodes.BadValue, `invalid point in geo near query ${operator}`);
  return {
    point,
    metric,
    ...(max !== undefined ? { max: numberArg(max, "$maxDistance") } : {}),
    ...(min !== undefined ? { min: numberArg(min, "$minDistance") } : {}),
  };
}

/** The distance from the query point to the nearest of the geometries, in the query's metric. */
export function nearDistance(near: NearQuery, geometries: Geometry[]): number | undefined {
  return nearest(near, geometries)?.distance;
}

/** The nearest of the geometries and its distance, in the query's metric. */
export function nearest(near: NearQuery, geometries: Geometry[]): { distance: number; geometry: Geometry } | undefined {
  let best: number | undefined;
  let bestGeometry: Geometry | undefined;
  for (const g of geometries) {
    let d: number;
    if (near.metric === "flat") {
      const points = [...g.points, ...g.lines.flat(), ...g.polygons.flatMap((p) => p[0] ?? [])];
      if (points.length === 0) continue;
      d = Math.min(...points.map((p) => flatDistance(p, near.point)));
    } else {
      d = sphereDistanceTo(near.point, g);
      if (near.metric === "meters") d *= EARTH_RADIUS_METERS;
    }
    if (best === undefined || d < best) {
      best = d;
      bestGeometry = g;
    }
  }
  return best === undefined || !bestGeometry ? undefined : { distance: best, geometry: bestGeometry };
}

/** The field of a `$near`/`$nearSphere` condition at the filter's top level (or its top-level $and). */
export function splitNearClause(filter: Doc): { field: string; condition: Doc; rest: Doc } | undefined {
  for (const [field, condition] of Object.entries(filter)) {
    if (!field.startsWith("$") && isPlainObject(condition) && ("$near" in condition || "$nearSphere" in condition)) {
      const { [field]: _near, ...rest } = filter;
      return { field, condition, rest };
    }
  }
  if (Array.isArray(filter.$and)) {
    for (let i = 0; i < filter.$and.length; i++) {
      const clause = filter.$and[i];
      if (!isPlainObject(clause)) continue;
      const found = splitNearClause(clause);
      if (!found) continue;
      const and = [...filter.$and.slice(0, i), ...(Object.keys(found.rest).length ? [found.rest] : []), ...filter.$and.slice(i + 1)];
      const { $and: _and, ...others } = filter;
      return { field: found.field, condition: found.condition, rest: and.length ? { ...others, $and: and } : others };
    }
  }
  return undefined;
}

/** Whether a filter uses `$near`/`$nearSphere` anywhere (refused where mongod cannot sort by distance). */
export function mentionsNear(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsNear);
  if (!isPlainObject(value)) return false;
  return Object.entries(value).some(([k, v]) => k === "$near" || k === "$nearSphere" || mentionsNear(v));
}

export const NEAR_NOT_ALLOWED = "$geoNear, $near, and $nearSphere are not allowed in this context";
