import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { addDays, CONSENT_KINDS, centsToReais, todayIn } from '@mall/shared';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { makeVariants, pictureKeys } from '../lib/images';
import { hashPassword } from '../lib/passwords';
import type { Storage } from '../lib/storage';
import { processStatements } from '../modules/extracts/extracts.process';
import { createSale } from '../modules/sales/sales.create';
import { approveSale } from '../modules/sales/sales.review';
import type { Db } from './client';
import { campaigns, clients, consents, faqs, prizes, segments, sellers, shopkeepers, stores, users } from './schema';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', role: 'DEDPREMIUM', name: 'Ana Administradora' },
  { email: 'smart@example.com', role: 'SMART', name: 'Sérgio Smart' },
  { email: 'lojista@example.com', role: 'LOJISTA', name: 'Luísa Lojista' },
  { email: 'vendedor@example.com', role: 'VENDEDOR', name: 'Vítor Vendedor' },
  { email: 'concierge@example.com', role: 'CONCIERGE', name: 'Carla Concierge' },
  { email: 'cliente@example.com', role: 'CLIENTE', name: 'Clara Cliente' },
] as const;

/** The receipts the demo takes: São Paulo's, of every model (the defaults of RECEIPT_STATES and RECEIPT_MODELS). */
const DEMO_RECEIPTS = { states: ['35'], models: ['55', '59', '65'] as const };

const SEGMENTS = [
  'Móveis',
  'Iluminação',
  'Decoração',
  'Tapetes e Cortinas',
  'Cama, Mesa e Banho',
  'Arte e Molduras',
  'Paisagismo',
];
const STORES: [string, number][] = [
  ['Casa Aurora Móveis', 0],
  ['Lumen Iluminação', 1],
  ['Atelier Vértice', 2],
  ['Trama Tapetes', 3],
  ['Linho & Algodão', 4],
  ['Galeria Moldura Fina', 5],
  ['Jardim Suspenso', 6],
  ['Madeira Nobre Design', 0],
  ['Luz de Cristal', 1],
  ['Objeto Raro', 2],
  ['Cortinas Brisa', 3],
  ['Enxoval Real', 4],
  ['Quadro Vivo', 5],
  ['Verde Urbano', 6],
  ['Sala & Estar', 0],
  ['Pendente Studio', 1],
  ['Cerâmica Terra', 2],
  ['Persianas Prime', 3],
  ['Banho de Luxo', 4],
  ['Espaço Arte', 5],
];
export const DEMO_STORE_COUNT = STORES.length;

/** One seller for each store after the first (whose seller is the demo VENDEDOR account). */
const STORE_SELLERS = [
  'Bruno Almeida',
  'Camila Rocha',
  'Diego Martins',
  'Elisa Carvalho',
  'Fábio Nogueira',
  'Gabriela Souza',
  'Heitor Lima',
  'Isabela Freitas',
  'João Pedro Santos',
  'Larissa Mendes',
  'Marcelo Ribeiro',
  'Natália Costa',
  'Otávio Barros',
  'Patrícia Gomes',
  'Rafael Teixeira',
  'Sabrina Duarte',
  'Thiago Pereira',
  'Úrsula Andrade',
  'Vanessa Moreira',
];
/** `vendedor2@example.com` (login `vendedor2`) sells at the second store, and so on. */
export const storeSellerLogin = (storeNumber: number) => `vendedor${storeNumber}`;

const PRIZES: [string, number, 'produto' | 'servico' | 'outro', string, boolean][] = [
  ['Luminária de mesa em latão', 5, 'produto', 'Luminária de mesa com acabamento em latão escovado.', true],
  ['Jogo de cama 300 fios', 3, 'produto', 'Jogo de cama queen em algodão egípcio, 300 fios.', true],
  ['Consultoria de decoração (2h)', 8, 'servico', 'Duas horas com um designer de interiores da nossa rede.', true],
  ['Vaso de cerâmica artesanal', 2, 'produto', 'Vaso feito à mão por artesãos do Vale do Jequitinhonha.', true],
  ['Almofadas de linho (par)', 2, 'produto', 'Par de almofadas de linho lavado, 45 x 45 cm.', false],
  ['Quadro com moldura sob medida', 6, 'produto', 'Emolduramento de uma obra até 60 x 80 cm.', false],
  ['Kit de velas aromáticas', 1, 'produto', 'Três velas de cera vegetal com aromas da Mata Atlântica.', false],
  ['Projeto de paisagismo para varanda', 10, 'servico', 'Projeto de jardim para varanda de até 12 m².', false],
];
const FAQS: [string, string][] = [
  [
    'Quem pode participar?',
    'Pessoas com 18 anos ou mais, residentes no Brasil e com CPF válido. Funcionários das lojas e do shopping não participam.',
  ],
  [
    'Como ganho pontos?',
    'A cada R$ 1.000,00 em compras nas lojas participantes você ganha 1 ponto. Valores abaixo disso se acumulam durante a campanha.',
  ],
  [
    'Como registro uma compra?',
    'Envie a foto do cupom fiscal em "Registrar pontos" ou peça ao vendedor para registrar a nota fiscal no seu CPF.',
  ],
  [
    'Em quanto tempo minha compra é validada?',
    'Os documentos são validados em até 72 horas; compras por foto podem levar até 3 dias úteis.',
  ],
  ['Onde retiro o meu benefício?', 'No espaço do concierge, apresentando o voucher dentro da validade.'],
];

function palette(i: number): [string, string] {
  const colours: [string, string][] = [
    ['#efe7dc', '#8a6a4f'],
    ['#e6ebe4', '#4f6b58'],
    ['#ece4e8', '#7a5566'],
    ['#e3e8ee', '#4d6079'],
  ];
  return colours[i % colours.length]!;
}

/** A calm, typographic prize picture made here, so the demo needs no network. */
async function prizeImage(name: string, i: number): Promise<Buffer> {
  const [bg, fg] = palette(i);
  const words = name.split(' ');
  const lines: string[] = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last && `${last} ${w}`.length <= 18) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  const text = lines
    .map(
      (l, k) =>
        `<text x="300" y="${300 - (lines.length - 1) * 24 + k * 48}" text-anchor="middle" font-family="serif" font-size="40" fill="${fg}">${l.replace(/&/g, '&amp;')}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="${bg}"/><circle cx="300" cy="300" r="230" fill="none" stroke="${fg}" stroke-opacity="0.25" stroke-width="2"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** DECISIONS.md's demo data: an active campaign around today, stores, prizes, one account per role. */
export async function seedDemo(
  db: Db,
  opts: { timeZone: string; storage: Storage /** For the links in the customer's e-mails. */; publicUrl?: string },
): Promise<void> {
  const today = todayIn(opts.timeZone);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const images = await Promise.all(PRIZES.map(([name], i) => prizeImage(name, i)));
  const imageKeys = PRIZES.map((_, i) => `public/prizes/demo-${i + 1}.webp`);
  await Promise.all(imageKeys.map((key, i) => opts.storage.put(key, images[i]!)));
  // Their responsive sizes, as an upload gets them.
  for (const [i, key] of imageKeys.entries()) {
    await makeVariants(opts.storage, pictureKeys(`/uploads/${key}`)!, images[i]!);
  }

  const demo = await db.transaction(async (tx) => {
    const segs = await tx
      .insert(segments)
      .values(SEGMENTS.map((name) => ({ name })))
      .returning({ id: segments.id });
    const storeRows = await tx
      .insert(stores)
      .values(
        STORES.map(([tradeName, seg], i) => ({
          tradeName,
          companyName: `${tradeName} Comércio Ltda.`,
          email: `contato@loja${i + 1}.example.com`,
          cnpj: i === 2 ? generateCnpj({ version: 2 }).toUpperCase() : generateCnpj(),
          phone: `1130${String(100000 + i).slice(-6)}`,
          responsible: 'Responsável da loja',
          segmentId: segs[seg]!.id,
          invoiceEmails: [`notas@loja${i + 1}.example.com`],
          zipCode: '01310100',
          address: 'Avenida Paulista',
          number: String(1000 + i),
          neighborhood: 'Bela Vista',
          complement: `Loja ${100 + i}`,
          city: 'São Paulo',
          state: 'SP',
          feeBps: 250,
          areaLimit: 120,
          dayLimit: 5,
        })),
      )
      .returning({ id: stores.id });
    const firstStore = storeRows[0]!.id;

    const [campaign] = await tx
      .insert(campaigns)
      .values({
        name: 'Decore e Ganhe',
        description: 'Compras nas lojas participantes viram pontos para trocar por benefícios exclusivos.',
        startDate: addDays(today, -30),
        endDate: addDays(today, 30),
        conversionRate: 100,
        active: true,
      })
      .returning({ id: campaigns.id });

    await tx.insert(prizes).values(
      PRIZES.map(([name, points, type, description, featured], i) => ({
        name,
        points,
        type,
        description,
        featured,
        imageUrl: `/uploads/${imageKeys[i]}`,
        storeId: storeRows[i % storeRows.length]!.id,
        campaignId: campaign!.id,
      })),
    );

    const accountRows = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((a) => ({
          name: a.name,
          email: a.email,
          login: a.role === 'VENDEDOR' ? 'vendedor' : null,
          passwordHash,
          role: a.role,
          storeId: a.role === 'LOJISTA' || a.role === 'VENDEDOR' ? firstStore : null,
        })),
      )
      .returning({ id: users.id, role: users.role, name: users.name, email: users.email });
    const byRole = Object.fromEntries(accountRows.map((u) => [u.role, u]));

    await tx.insert(shopkeepers).values({
      userId: byRole.LOJISTA!.id,
      storeId: firstStore,
      name: byRole.LOJISTA!.name,
      email: byRole.LOJISTA!.email,
      cpf: '39053344705',
      phone: '11987654321',
    });
    const [seller] = await tx
      .insert(sellers)
      .values({
        userId: byRole.VENDEDOR!.id,
        storeId: firstStore,
        name: byRole.VENDEDOR!.name,
        email: byRole.VENDEDOR!.email,
        login: 'vendedor',
      })
      .returning({ id: sellers.id });
    // Every other store gets a seller too, so an invoice sale can be recorded for any store.
    const storeSellers = STORE_SELLERS.map((name, i) => ({
      name,
      login: storeSellerLogin(i + 2),
      email: `${storeSellerLogin(i + 2)}@example.com`,
      storeId: storeRows[i + 1]!.id,
    }));
    const sellerUsers = await tx
      .insert(users)
      .values(storeSellers.map((s) => ({ ...s, passwordHash, role: 'VENDEDOR' as const })))
      .returning({ id: users.id });
    await tx.insert(sellers).values(storeSellers.map((s, i) => ({ ...s, userId: sellerUsers[i]!.id })));

    const [client] = await tx
      .insert(clients)
      .values({
        userId: byRole.CLIENTE!.id,
        name: byRole.CLIENTE!.name,
        email: byRole.CLIENTE!.email,
        cpf: '52998224725',
        address: 'Rua Oscar Freire, 900',
        zipCode: '01426001',
        phone: '11991234567',
        gender: 'FEMININO',
        birthdate: '1988-04-12',
        acceptsSms: true,
      })
      .returning({ id: clients.id });
    await tx.insert(consents).values(CONSENT_KINDS.map((kind) => ({ clientId: client!.id, kind, version: '2025-06' })));

    await tx.insert(faqs).values(FAQS.map(([question, answer], i) => ({ question, answer, order: i + 1 })));
    const statementStores = storeRows.slice(0, DEMO_STATEMENT_STORES).map((r) => r.id);
    return { byRole, storeId: firstStore, sellerId: seller!.id, clientId: client!.id, statementStores };
  });
  await seedDemoSales(db, demo, opts);
  await seedDemoStatements(db, demo.statementStores, demo.byRole.DEDPREMIUM!.id, opts.timeZone);
}

/** How many of the first demo stores have last month's statement processed. */
const DEMO_STATEMENT_STORES = 4;

/**
 * Last month's statements of the first demo stores, processed by the administrator as on the
 * screen, so the financial statement lists something (a zero statement where a store sold nothing
 * that month). The demo purchases are not touched.
 */
async function seedDemoStatements(db: Db, storeIds: string[], adminId: string, timeZone: string): Promise<void> {
  const [year, month] = todayIn(timeZone).split('-').map(Number) as [number, number];
  await processStatements(db, {
    storeIds,
    month: month === 1 ? 12 : month - 1,
    year: month === 1 ? year - 1 : year,
    userId: adminId,
    timeZone,
  });
}

/**
 * The demo purchases, recorded by the seller and approved by the concierge through the services,
 * each in its own transaction as in the app: every sale has its audit entries (creation, approval)
 * and the customer the e-mails of its approvals.
 */
async function seedDemoSales(
  db: Db,
  demo: {
    byRole: Record<string, { id: string; name: string; email: string }>;
    storeId: string;
    sellerId: string;
    clientId: string;
  },
  opts: { timeZone: string; publicUrl?: string },
): Promise<void> {
  const today = todayIn(opts.timeZone);
  const { byRole } = demo;
  // R$ 6.200,00 + R$ 4.850,00 approved: 11 points with the remainder carried over; one pending.
  const purchases = [
    { gross: 650_000, discount: 30_000, status: 'approved', invoice: 'NF-1001', days: -12 },
    { gross: 485_000, discount: 0, status: 'approved', invoice: 'NF-1002', days: -6 },
    { gross: 129_900, discount: 0, status: 'pending', invoice: 'NF-1003', days: -1 },
  ];
  const vendedor = {
    id: byRole.VENDEDOR!.id,
    role: 'VENDEDOR' as const,
    name: byRole.VENDEDOR!.name,
    email: byRole.VENDEDOR!.email,
    storeId: demo.storeId,
    clientId: null,
    scope: demo.storeId,
  };
  for (const p of purchases) {
    const sale = await createSale(
      db,
      vendedor,
      {
        type: 'invoice_number',
        invoiceNumber: p.invoice,
        saleDate: addDays(today, p.days),
        storeId: demo.storeId,
        sellerId: demo.sellerId,
        clientId: demo.clientId,
        grossValue: centsToReais(p.gross),
        discountValue: centsToReais(p.discount),
        netValue: centsToReais(p.gross - p.discount),
      },
      { timeZone: opts.timeZone, receipts: DEMO_RECEIPTS },
    );
    if (p.status === 'approved') {
      await approveSale(db, sale.id, p.invoice, {
        actorId: byRole.CONCIERGE!.id,
        timeZone: opts.timeZone,
        publicUrl: opts.publicUrl ?? '',
      });
    }
  }
}
