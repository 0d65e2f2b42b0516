// The workers' skills, ID proofs, sorts and bulk actions, without zod: the console's lists use them without loading any schema (plain/index.ts).

export const WORKER_SKILLS = ['exterior_wash', 'interior_cleaning', 'detailing', 'polishing', 'ceramic_coating', 'mechanical', 'electrical', 'tyres', 'inspection'] as const;
export const ID_PROOF_TYPES = ['aadhaar', 'pan', 'driving_licence', 'voter_id', 'passport'] as const;

export const WORKER_SORTS = ['name', 'joined_on', 'rating', 'created_at', 'status'] as const;

export const BULK_WORKER_ACTIONS = ['deactivate', 'reactivate'] as const;
export type BulkWorkerAction = (typeof BULK_WORKER_ACTIONS)[number];
