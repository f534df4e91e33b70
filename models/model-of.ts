import mongoose, { type Model, type Schema } from "mongoose";

/** The model of a collection, made once per process: Next's dev server and the tests load a model's module again, and mongoose refuses a second model of one name. */
export function modelOf<T>(name: string, schema: Schema<T>): Model<T> {
  return (mongoose.models[name] as Model<T> | undefined) ?? mongoose.model<T>(name, schema);
}
