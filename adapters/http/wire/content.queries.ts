import type { ContentOperation } from './content.dto';

const NAV = 'id lotteryId url title rank jackpotBadge { amount { fractional currency } }';
const FAQ = 'id question answer';
const GAME =
  'id slug title provider { id } image { url } description categories demoAvailable minStake { fractional currency } maxStake { fractional currency } returnToPlayer';

/** The GraphQL documents the client sends, one per read of spec/2 §7.6 (the operation name is the key). */
export const CONTENT_QUERIES: Record<ContentOperation, string> = {
  ContentPage:
    'query ContentPage($url: String!) { contentPage(url: $url) { id url title description content updatedAt } }',
  FooterTrusts:
    'query FooterTrusts { footerTrusts(sort: "rank:asc") { id title description image { url } link rank } }',
  FooterServices: `query FooterServices { footerServices(sort: "rank:asc") { ${NAV} } }`,
  FooterSitemapItems: `query FooterSitemapItems { footerSitemapItems(sort: "rank:asc", first: 100) { ${NAV} group } }`,
  HeaderTopBarNavigationsItems: `query HeaderTopBarNavigationsItems { headerTopBarNavigationsItems(sort: "rank:asc") { ${NAV} } }`,
  SidebarItems: `query SidebarItems { sidebarItems(sort: "rank:asc") { ${NAV} subtitle } }`,
  NavigationItems: `query NavigationItems { navigationItems(sort: "rank:asc") { ${NAV} } }`,
  HomepageFaqItems: `query HomepageFaqItems { homepageFaqItems { ${FAQ} } }`,
  VerificationFaqItems: `query VerificationFaqItems { verificationFaqItems { ${FAQ} } }`,
  DeletionFaqItems: `query DeletionFaqItems { deletionFaqItems { ${FAQ} } }`,
  CookieConsents:
    'query CookieConsents { cookieConsents { categoryId title description required cookies(sort: "name:asc", first: 100) { name provider purpose duration } } }',
  LotteryContent:
    'query LotteryContent($lottery: String!) { lotteryContent(lottery: $lottery) { lottery components { __typename ... on ComponentList { id title ordered items } ... on ComponentTextContent { id title text } ... on ComponentSeparator { id } ... on ComponentTeaser { id title text linkLabel link image { url } } } } }',
  LotteryFacts:
    'query LotteryFacts($lottery: String!) { lotteryFacts(lottery: $lottery) { id lottery headline rules additionalLotteries chance drawing } }',
  Game: `query Game($slug: String!) { game(slug: $slug) { ${GAME} } }`,
  Games: `query Games($provider: String) { games(provider: $provider) { ${GAME} } }`,
  GameProviders: 'query GameProviders { gameProviders { id name logo { url } } }',
  WinningProbabilities:
    'query WinningProbabilities($lottery: String) { winningProbabilities(lottery: $lottery, sort: "order:asc", first: 100) { id lottery title order chances(first: 100) { winningClass options { label odds prize } } } }',
};
