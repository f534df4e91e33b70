/**
 * Errors carry the numeric code and codeName mongod would send, because drivers and mongoose
 * branch on those (e.g. 11000 → duplicate key, 26 → namespace missing is tolerated).
 */
export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  PathNotViable: 28,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  DollarPrefixedFieldName: 52,
  InvalidIdField: 53,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  DocumentValidationFailure: 121,
  QueryFeatureNotAllowed: 224,
  NotImplemented: 238,
  NoQueryExecutionPlans: 291,
  BSONObjectTooLarge: 10334,
  DuplicateKey: 11000,
  TextMatchNotFirst: 17313,
  TextScoreUnavailable: 40218,
  GeoNearNotFirst: 40603,
  UnrecognizedPipelineStage: 40324,
  IDLMissingField: 40414,
  IDLUnknownField: 40415,
} as const;

export type ErrorCodeName = keyof typeof ErrorCodes;

const NAME_BY_CODE = new Map<number, string>(Object.entries(ErrorCodes).map(([name, code]) => [code, name]));

/** mongod names errors raised by a numbered assertion after the number. */
const LOCATION_CODES = new Set<number>([ErrorCodes.UnrecognizedPipelineStage, ErrorCodes.IDLUnknownField, ErrorCodes.IDLMissingField, ErrorCodes.TextMatchNotFirst, ErrorCodes.TextScoreUnavailable, ErrorCodes.GeoNearNotFirst]);

export function codeNameOf(code: number): string {
  if (LOCATION_CODES.has(code)) return `Location${code}`;
  return NAME_BY_CODE.get(code) ?? "UnknownError";
}

export class CommandError extends Error {
  readonly code: number;
  /** Extra fields copied into the reply (keyPattern/keyValue for duplicates). */
  readonly extra: Record<string, unknown>;

  constructor(code: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = "CommandError";
    this.code = code;
    this.extra = extra;
  }

  toReply(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: codeNameOf(this.code), ...this.extra };
  }

  /** Shape used inside writeErrors arrays. */
  toWriteError(index: number): Record<string, unknown> {
    return { index, code: this.code, codeName: codeNameOf(this.code), errmsg: this.message, ...this.extra };
  }
}

/**
 * Mingo reports bad operators and type problems as plain Errors; mongod would answer with a
 * specific code, so translate the common messages and fall back to BadValue.
 */
export function toCommandError(err: unknown, fallback: number = ErrorCodes.BadValue): CommandError {
  if (err instanceof CommandError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (/non-numeric|must be a number|not a number/i.test(message)) return new CommandError(ErrorCodes.TypeMismatch, message);
  if (/would modify the immutable field/.test(message)) return new CommandError(ErrorCodes.ImmutableField, message.replace(/\.$/, ""));
  if (/unknown update operator/i.test(message)) return new CommandError(ErrorCodes.FailedToParse, message);
  const stage = /^unregistered pipeline operator (\$?\w+)/i.exec(message);
  if (stage) return new CommandError(ErrorCodes.UnrecognizedPipelineStage, `Unrecognized pipeline stage name: '${stage[1]}'`);
  if (/unknown pipeline operator|unrecognized pipeline stage/i.test(message)) {
    return new CommandError(ErrorCodes.UnrecognizedPipelineStage, message);
  }
  return new CommandError(fallback, message);
}
