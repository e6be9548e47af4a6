// The demo's fixed world. Tools only read it: effects are reported in the result text, never
// stored, so any replica can serve any round of a call (the modern path keeps no per-call memory).

export interface Ticket {
  readonly id: string;
  readonly title: string;
}

const TICKETS: readonly Ticket[] = [
  { id: 'T-1', title: 'Cannot log in' },
  { id: 'T-2', title: 'Invoice total is wrong' },
  { id: 'T-3', title: 'Login link expired' },
];

export const AGENTS = [
  { const: 'nour', title: 'Nour (billing)' },
  { const: 'sam', title: 'Sam (accounts)' },
  { const: 'priya', title: 'Priya (escalations)' },
] as const;

export type AgentId = (typeof AGENTS)[number]['const'];

export const PRIORITIES = ['low', 'normal', 'urgent'] as const;

export const RESOLUTIONS = [
  { const: 'fixed', title: 'Fixed' },
  { const: 'wontfix', title: "Won't fix" },
  { const: 'duplicate', title: 'Duplicate' },
] as const;

export type Environment = 'staging' | 'production';

export const CLUSTERS: Readonly<Record<string, Environment>> = {
  'prod-db-01': 'production',
  'stage-db-01': 'staging',
};

export interface Region {
  readonly id: string;
  readonly title: string;
  /** Plans differ per region on purpose: deploy's second question depends on the first answer. */
  readonly plans: readonly { const: string; title: string }[];
}

export const REGIONS: readonly Region[] = [
  {
    id: 'us-east-1',
    title: 'US East (N. Virginia)',
    plans: [
      { const: 'use1-basic', title: 'Basic: 1 vCPU, 1 GB' },
      { const: 'use1-standard', title: 'Standard: 2 vCPU, 4 GB' },
      { const: 'use1-gpu', title: 'GPU: 8 vCPU, 32 GB, 1 A10G' },
    ],
  },
  {
    id: 'eu-west-1',
    title: 'EU West (Ireland)',
    plans: [
      { const: 'euw1-basic', title: 'Basic: 1 vCPU, 1 GB' },
      { const: 'euw1-highmem', title: 'High memory: 2 vCPU, 16 GB' },
    ],
  },
  {
    id: 'ap-southeast-2',
    title: 'Asia Pacific (Sydney)',
    plans: [{ const: 'apse2-standard', title: 'Standard: 2 vCPU, 4 GB' }],
  },
];

export const LINK_PROVIDERS = ['github', 'stripe', 'slack'] as const;

export function findTicket(id: string): Ticket | undefined {
  return TICKETS.find((ticket) => ticket.id === id);
}

export function findRegion(id: string): Region | undefined {
  return REGIONS.find((region) => region.id === id);
}
