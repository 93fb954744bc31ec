import type { Campaign, Store } from '@mall/shared';

/**
 * Whole records as the API answers them, for component tests that stand in for the server: the
 * clients parse every answer with the shared schemas, so a partial record would be refused.
 */
export function storeRecord(fields: Partial<Store> & Pick<Store, 'id' | 'tradeName'>): Store {
  return {
    companyName: `${fields.tradeName} Comércio Ltda.`,
    email: 'contato@loja.example.com',
    cnpj: '11222333000181',
    phone: null,
    responsible: null,
    responsiblePhone: null,
    segmentId: null,
    segment: null,
    website: null,
    photoUrl: null,
    invoiceEmails: [],
    zipCode: null,
    address: null,
    number: null,
    neighborhood: null,
    complement: null,
    city: null,
    state: null,
    fee: 0,
    areaLimit: null,
    dayLimit: null,
    active: true,
    inactivatedAt: null,
    blocked: false,
    createdAt: '2026-01-05T12:00:00.000Z',
    updatedAt: '2026-01-05T12:00:00.000Z',
    ...fields,
  };
}

export function campaignRecord(fields: Partial<Campaign> & Pick<Campaign, 'id' | 'name'>): Campaign {
  return {
    description: 'Campanha de teste',
    startDate: '2026-10-01',
    endDate: '2026-12-31',
    conversionRate: 1,
    inactivatedAt: null,
    isFinished: false,
    finishedAt: null,
    active: false,
    redemptionEndDate: '2027-01-10',
    createdAt: '2026-09-01T12:00:00.000Z',
    ...fields,
  };
}
