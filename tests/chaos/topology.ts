// What the chaos run needs of a deployment: its parts, each started and killed on demand, and the
// addresses the clients and the proofs use. The dev topology (dev-topology.ts) is one process of
// each; a cluster (two APIs, two workers on a multi-process Temporal) is another implementation.

/** One process of the system (or a group the run kills as one). */
export interface ChaosPart {
  /** How the log and the report name it: `api`, `worker`, `temporal`, `postgres` (`api-2` ...). */
  readonly name: string;
  /** Starts it (again, after a kill) and resolves once it serves; rejects with its log's tail if it does not. */
  start(): Promise<void>;
  /** SIGKILL to the process and every process it started, no chance to clean up; resolves once all are gone. */
  kill(): Promise<void>;
  /** Stops it for good at the end of a run (whatever state it is in). */
  stop(): Promise<void>;
  /** Lines from the end of its log, for a failure's message. */
  logTail(lines?: number): string;
}

/** A deployment the chaos run drives: started, its parts killed in turn, then checked. */
export interface ChaosTopology {
  /** The parts in the order each round kills them. */
  readonly parts: readonly ChaosPart[];
  /** Base URLs (`http://127.0.0.1:port`) of the API processes; the clients spread their calls over them. */
  readonly apiUrls: readonly string[];
  /** A superuser URL of the portal's database: the proofs read the event store and rebuild the read models there. */
  readonly databaseUrl: string;
  /** The demo accounts' password the API seeded. */
  readonly demoPassword: string;
  /** The OAuth client secret of `web`. */
  readonly clientSecret: string;
  /** Where the parts' logs are, for a failure's message. */
  readonly logFolder?: string;
  /** Stops every part and removes what the topology made (temporary folders), unless it was asked to keep them. */
  close(): Promise<void>;
}
