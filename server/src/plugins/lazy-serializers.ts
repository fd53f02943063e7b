// Answers are serialised by fast-json-stringify from the contract's response schemas, as Fastify
// does by default, but each serialiser is compiled when its route first answers with that status
// instead of for every route and status at start-up: compiling them all took about 18 MB of heap
// and a good part of the start time, most of it for answers a process may never send.
import SerializerSelector, {
  type Options,
  type RouteDefinition,
} from '@fastify/fast-json-stringify-compiler';

type Serializer = (data: unknown) => string;
type SerializerCompiler = (route: RouteDefinition) => Serializer;

/** A serialiser that compiles on its first call and then is the compiled one. */
export function lazySerializer(compile: () => Serializer): Serializer {
  let compiled: Serializer | undefined;
  return (data) => (compiled ??= compile())(data);
}

/** Fastify's `schemaController.compilersFactory.buildSerializer`, compiling on first use. */
export function buildLazySerializers(
  externalSchemas?: unknown,
  options?: Options,
): SerializerCompiler {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => lazySerializer(() => compile(route));
}
