import { authOptions } from "@/lib/auth/auth-options";
import { nextAuthRoute } from "@/lib/api/next-auth-route";

const handler = nextAuthRoute(authOptions);

export { handler as GET, handler as POST };
