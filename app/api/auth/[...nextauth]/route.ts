import { authOptions } from "@/lib/auth/auth-options";
import { nextAuthRoute } from "@/lib/auth/next-auth-route";

const handler = nextAuthRoute(authOptions);

export { handler as GET, handler as POST };
