import {
  OperationNodeTransformer,
  PrimitiveValueListNode,
  ValueNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

const toSqlite = (value: unknown): unknown => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

class BooleanToIntegerTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return typeof node.value === 'boolean' ? { ...node, value: toSqlite(node.value) } : super.transformValue(node);
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return PrimitiveValueListNode.create(node.values.map(toSqlite));
  }
}

/** better-sqlite3 refuses to bind JS booleans; this lets queries use true/false on both databases. */
export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanToIntegerTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
