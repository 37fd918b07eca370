/** GET /api/seo/{route} (spec/2 §7.7, product server). */
export interface SeoDto {
  title: string;
  description: string;
  canonical: string;
  route_path: string;
  robots: string;
  open_graph_title: string;
  open_graph_description: string;
  open_graph_url: string;
  open_graph_type: string;
  open_graph_site_name: string;
  open_graph_locale: string;
  open_graph_image: string | null;
  twitter_card: string;
  twitter_title: string;
  twitter_description: string;
  lang: string;
}
